package io.vidlens.modularity.breach;

import org.springframework.modulith.Modulithic;

/**
 * The anchor of a two-module application that breaks the module rules on purpose: {@code shipping}
 * uses a type inside {@code orders.internal}. {@code ModularityTest} shows that verification fails
 * on it, so a passing verification of Vidlens means something.
 */
@Modulithic
public final class BreachApplication {

  private BreachApplication() {}
}
