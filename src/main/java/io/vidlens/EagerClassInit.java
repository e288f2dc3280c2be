package io.vidlens;

import io.vidlens.access.EmailAddresses;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Initialises, at start-up on the main (platform) thread, the classes whose static initialisers are
 * heavy and read from the jar: before the server accepts a request, so no burst of virtual threads
 * waits on their first use (issue 40: the e-mail check's ICU spoof checker and the jar loader's
 * lock pinned both carriers of a fresh 2-core node; {@link CarrierThreads}). Named, not referenced,
 * so that no module depends on another's internals for this.
 */
@Component
class EagerClassInit {

  private static final Logger log = LoggerFactory.getLogger(EagerClassInit.class);

  /** Classes whose first use reads data files from the jar or builds large tables. */
  static final List<String> CLASSES =
      List.of(
          "io.vidlens.access.EmailAddresses", // ICU SpoofChecker: confusables data from the jar
          "com.ibm.icu.text.Normalizer2",
          "org.springframework.http.MediaTypeFactory", // mime.types from the jar (#51379)
          "java.text.Normalizer");

  private final List<String> initialised = new ArrayList<>();

  EagerClassInit() {
    ClassLoader loader = EagerClassInit.class.getClassLoader();
    for (String name : CLASSES) {
      try {
        Class.forName(name, true, loader);
        initialised.add(name);
      } catch (ClassNotFoundException | LinkageError e) {
        // Not fatal: the class is then initialised at its first use, as before.
        log.warn("Could not initialise {} at start-up: {}", name, e.toString());
      }
    }
    // The spoof checker reads its script data at its first check, not at its construction.
    EmailAddresses.lookAlikeProblem(EmailAddresses.normalize("warm-up@example.com"));
  }

  /** The classes initialised at start-up, in order: what a test can see of this fix. */
  List<String> initialised() {
    return List.copyOf(initialised);
  }
}
