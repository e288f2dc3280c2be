package io.vidlens.dashboard;

import java.util.Locale;

/**
 * Passwords that look long but are made of a pattern a guesser tries early: one short unit repeated
 * ("123412341234", "passwordpassword") or a run of consecutive characters ("123456789012",
 * "abcdefghijkl", downwards too). Case is ignored, and so are trailing digits and punctuation after
 * a repeated unit ("passwordpassword1!"), the usual way such a password is stretched.
 */
final class PasswordPatterns {

  private PasswordPatterns() {}

  /** Whether the password is a repeated unit or a run of consecutive characters. */
  static boolean isPattern(String password) {
    String candidate = password.toLowerCase(Locale.ROOT).replace(" ", "");
    return repeated(candidate) || repeated(withoutTrailingSuffix(candidate)) || run(candidate);
  }

  /** Whether the text is some shorter unit written two or more times. */
  static boolean repeated(String text) {
    int[] points = text.codePoints().toArray();
    int n = points.length;
    for (int unit = 1; unit <= n / 2; unit++) {
      if (n % unit == 0 && repeatsEvery(points, unit)) {
        return true;
      }
    }
    return false;
  }

  private static boolean repeatsEvery(int[] points, int unit) {
    for (int i = unit; i < points.length; i++) {
      if (points[i] != points[i - unit]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether every character is the one after (or every one the one before) its predecessor; digits
   * wrap (…8901…), as people type them.
   */
  static boolean run(String text) {
    int[] points = text.codePoints().toArray();
    if (points.length < 3) {
      return false;
    }
    return steps(points, 1) || steps(points, -1);
  }

  private static boolean steps(int[] points, int step) {
    for (int i = 1; i < points.length; i++) {
      int expected = points[i - 1] + step;
      if (Character.isDigit(points[i - 1]) && Character.isDigit(points[i])) {
        expected = '0' + Math.floorMod(points[i - 1] - '0' + step, 10);
      }
      if (points[i] != expected) {
        return false;
      }
    }
    return true;
  }

  /** The text without the digits and punctuation that end it (the whole text when none do). */
  private static String withoutTrailingSuffix(String text) {
    int end = text.length();
    while (end > 0 && !Character.isLetter(text.charAt(end - 1))) {
      end--;
    }
    return end == 0 ? text : text.substring(0, end);
  }
}
