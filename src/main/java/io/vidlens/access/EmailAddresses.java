package io.vidlens.access;

import com.ibm.icu.text.SpoofChecker;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;

/**
 * Emails as accounts are named by them: one form per address (spaces around it trimmed, Unicode
 * NFKC, so full-width and compatibility forms become the plain ones, then lower case), and
 * look-alikes refused. A look-alike holds a character that shows nothing or reorders what is shown
 * (zero-width spaces and joiners, bidi overrides, other format and control characters, lone
 * surrogates), or mixes scripts the way impostors do ("pаypal.com" with a Cyrillic "а"): ICU4J's
 * {@link SpoofChecker} at its highly restrictive level, which still admits one script per address
 * and the usual combinations of East Asian scripts with Latin.
 */
public final class EmailAddresses {

  private static final SpoofChecker SPOOF =
      new SpoofChecker.Builder()
          .setRestrictionLevel(SpoofChecker.RestrictionLevel.HIGHLY_RESTRICTIVE)
          .setChecks(
              SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.INVISIBLE | SpoofChecker.MIXED_NUMBERS)
          .build();

  private EmailAddresses() {}

  /** The one form of an email: trimmed, NFKC, lower case; "" for null. */
  public static String normalize(String email) {
    if (email == null) {
      return "";
    }
    return Normalizer.normalize(email.strip(), Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
  }

  /** Why a normalised email is refused as a look-alike, in words; empty when it is fine. */
  public static Optional<String> lookAlikeProblem(String normalized) {
    boolean hidden =
        normalized
            .codePoints()
            .anyMatch(
                c ->
                    switch (Character.getType(c)) {
                      case Character.CONTROL,
                          Character.FORMAT,
                          Character.SURROGATE,
                          Character.UNASSIGNED,
                          Character.PRIVATE_USE,
                          Character.SPACE_SEPARATOR,
                          Character.LINE_SEPARATOR,
                          Character.PARAGRAPH_SEPARATOR ->
                          true;
                      default -> false;
                    });
    if (hidden) {
      return Optional.of(
          "An email address cannot contain invisible, control or direction-changing characters.");
    }
    if (SPOOF.failsChecks(normalized)) {
      return Optional.of(
          "That email address mixes alphabets in a way used to imitate other addresses; type it"
              + " in one alphabet.");
    }
    return Optional.empty();
  }
}
