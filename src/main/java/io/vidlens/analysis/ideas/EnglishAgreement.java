package io.vidlens.analysis.ideas;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * English number agreement in a filled title: whether a subject is plural, and the verbs beside it.
 */
final class EnglishAgreement {

  private EnglishAgreement() {}

  /**
   * Verbs before the slot that agree with it, in a question only: "Why Does X" / "Why Do Xs", "Is
   * X" / "Are Xs"; in "You Have X" the verb agrees with "You".
   */
  private static final Pattern VERB_BEFORE =
      Pattern.compile(
          "(^|\\b(?:why|how|what|when|where|who|which)\\s+)(does|do|is|are|was|were|has|have)\\s+$",
          Pattern.CASE_INSENSITIVE);

  private static final Map<String, String> SINGULAR_OF =
      Map.of("do", "does", "are", "is", "were", "was", "have", "has");

  static String agreeBefore(boolean plural, String before) {
    Matcher m = VERB_BEFORE.matcher(before);
    if (!m.find()) {
      return before;
    }
    String verb = m.group(2);
    String lower = verb.toLowerCase(Locale.ROOT);
    String singular = SINGULAR_OF.getOrDefault(lower, lower);
    String pluralForm =
        SINGULAR_OF.entrySet().stream()
            .filter(e -> e.getValue().equals(singular))
            .map(Map.Entry::getKey)
            .findFirst()
            .orElse(lower);
    String want = plural ? pluralForm : singular;
    if (verb.equals(verb.toUpperCase(Locale.ROOT)) && verb.length() > 1) {
      want = want.toUpperCase(Locale.ROOT);
    } else if (Character.isUpperCase(verb.charAt(0))) {
      want = Character.toUpperCase(want.charAt(0)) + want.substring(1);
    }
    return before.substring(0, m.start(2)) + want + before.substring(m.end(2));
  }

  private static final Set<String> IRREGULAR_PLURALS =
      Set.of("people", "children", "men", "women", "mice", "teeth", "feet", "geese", "data");

  /** Whether an English noun phrase is plural: its last word's form. */
  static boolean plural(String phrase) {
    String last = phrase.substring(phrase.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
    return IRREGULAR_PLURALS.contains(last)
        || (last.length() > 3
            && last.endsWith("s")
            && !last.endsWith("ss")
            && !last.endsWith("us")
            && !last.endsWith("is"));
  }

  /** "X Is …" / "X Was …" with a plural subject reads "X Are …" / "X Were …", and back. */
  static String agree(String subject, String after) {
    boolean plural = plural(subject);
    Matcher m =
        Pattern.compile("^(\\s+)(is|are|was|were)(?=\\s)", Pattern.CASE_INSENSITIVE).matcher(after);
    if (!m.find()) {
      return after;
    }
    String verb = m.group(2);
    boolean upper = Character.isUpperCase(verb.charAt(0));
    boolean past = verb.toLowerCase(Locale.ROOT).startsWith("w");
    String want =
        past
            ? (plural ? (upper ? "Were" : "were") : (upper ? "Was" : "was"))
            : (plural ? (upper ? "Are" : "are") : (upper ? "Is" : "is"));
    if (verb.length() > 1 && verb.equals(verb.toUpperCase(Locale.ROOT))) {
      want = want.toUpperCase(Locale.ROOT);
    }
    return m.group(1) + want + after.substring(m.end());
  }
}
