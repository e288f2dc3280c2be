package io.vidlens;

import java.util.Properties;

/**
 * A floor under the virtual-thread scheduler's carrier count, set before the first virtual thread
 * exists. A virtual thread waiting for another thread's class initialisation holds its carrier
 * (class-initialisation waits still pin on JDK 25), and so does the Spring Boot jar loader's lock
 * while it reads a nested jar (spring-boot #51379, #51463): on a 2-core node a burst of requests
 * that all first touched a class with heavy static init held both carriers, and the thread that was
 * initialising it never ran again (issue 40). {@link EagerClassInit} removes the known cases; this
 * floor keeps a carrier free for the next one. An explicit {@code -D} setting wins.
 */
final class CarrierThreads {

  static final String PARALLELISM = "jdk.virtualThreadScheduler.parallelism";

  /** The fewest carriers, whatever the core count. */
  static final int FLOOR = 4;

  private CarrierThreads() {}

  /** Sets the carrier count to at least {@link #FLOOR} unless the operator set one. */
  static void applyFloor(Properties system, int cores) {
    if (system.getProperty(PARALLELISM) == null) {
      system.setProperty(PARALLELISM, Integer.toString(Math.max(cores, FLOOR)));
    }
  }
}
