package io.vidlens.modularity.breach.orders;

import io.vidlens.modularity.breach.orders.internal.Ledger;

/** The module's published API: the one type others may use. */
public final class Orders {

  private final Ledger ledger = new Ledger();

  public long total() {
    return ledger.sum();
  }
}
