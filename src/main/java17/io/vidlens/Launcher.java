package io.vidlens;

import java.lang.reflect.InvocationTargetException;

/**
 * The jar's start class, compiled for Java 17 (pom.xml, execution {@code compile-launcher}): Spring
 * Boot's own launcher runs on 17 and hands over to this, so an older runtime gets a sentence saying
 * what to install instead of an UnsupportedClassVersionError from the first class of the service.
 */
public final class Launcher {

  /** The oldest Java the service runs on. */
  static final int NEEDED = 21;

  private Launcher() {}

  public static void main(String[] args) throws Throwable {
    int feature = Runtime.version().feature();
    if (feature < NEEDED) {
      System.err.println(
          "Vidlens needs Java "
              + NEEDED
              + " or newer; this is Java "
              + feature
              + " ("
              + System.getProperty("java.home")
              + "). Run the jar with a newer java, for example"
              + " /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -jar vidlens.jar");
      System.exit(2);
    }
    try {
      Class.forName("io.vidlens.VidlensApplication")
          .getMethod("main", String[].class)
          .invoke(null, (Object) args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }
}
