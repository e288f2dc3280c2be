package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * What a password must be: long enough, not absurdly long, not the account's email, not a pattern
 * ({@link PasswordPatterns}) and not a common password ({@link CommonPasswords}).
 */
@Component
record PasswordPolicy(DashboardProperties properties, CommonPasswords common) {

  static final int MAX_LENGTH = 256;

  int minLength() {
    return properties.minPasswordLength();
  }

  /** Why the password is refused, in words for the person choosing it; empty when it is fine. */
  Optional<String> problem(String email, String password) {
    if (password == null || password.codePointCount(0, password.length()) < minLength()) {
      return Optional.of("Choose a password of at least " + minLength() + " characters.");
    }
    if (password.length() > MAX_LENGTH) {
      return Optional.of("Choose a password of at most " + MAX_LENGTH + " characters.");
    }
    if (password.isBlank()) {
      return Optional.of("A password cannot be only spaces.");
    }
    String normalizedEmail = AccountDirectory.normalizeEmail(email);
    String candidate = password.trim().toLowerCase(java.util.Locale.ROOT);
    int at = normalizedEmail.indexOf('@');
    String localPart = at > 0 ? normalizedEmail.substring(0, at) : normalizedEmail;
    if (!normalizedEmail.isEmpty()
        && (candidate.equals(normalizedEmail) || candidate.equals(localPart))) {
      return Optional.of("Your password cannot be your email address.");
    }
    if (password.codePoints().distinct().count() < 4) {
      return Optional.of("Choose a password with more than a few different characters.");
    }
    if (PasswordPatterns.isPattern(password)) {
      return Optional.of(
          "That password is a pattern (a short part repeated, or a run like 123456 or abcdef),"
              + " which guessers try early; choose another.");
    }
    if (common.isCommon(password)) {
      return Optional.of(
          "That password is one of the most common ones, the first that guessers try; choose"
              + " another.");
    }
    return Optional.empty();
  }
}
