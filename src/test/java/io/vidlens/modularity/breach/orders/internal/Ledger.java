package io.vidlens.modularity.breach.orders.internal;

/** An internal of the orders module (public for Java, not for the module). */
public final class Ledger {

  public long sum() {
    return 42;
  }
}
