package io.vidlens.modularity.breach.shipping;

import io.vidlens.modularity.breach.orders.internal.Ledger;

/** Reaches past the orders module's API into its internals: the breach verification must catch. */
public final class Dispatch {

  public long weight() {
    return new Ledger().sum();
  }
}
