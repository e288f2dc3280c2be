package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.result.AnalysisResult.VideoRef;
import io.vidlens.text.Phrases;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A title with a slot: {@code before} + subject + {@code after}. */
record TitleTemplate(
    String before,
    String after,
    String ownSubject,
    double strength,
    List<VideoRef> from,
    String source,
    boolean format,
    List<String> kin) {

  TitleTemplate(
      String before,
      String after,
      String ownSubject,
      double strength,
      List<VideoRef> from,
      String source) {
    this(before, after, ownSubject, strength, from, source, false, List.of(ownSubject));
  }

  String fill(String subject, boolean english) {
    return fill(new IdeaSubject(subject, 1, List.of(), ""), english);
  }

  /**
   * The title with the subject in the slot, or null when it would not read as a title: an article
   * or "How Many" that does not fit the subject's number, a word doubled, a subject that repeats
   * the template's own words. English verbs next to the slot agree with it ("Why Do Allergies …",
   * "Meat Is …"), "a" becomes "an" before a vowel, and a subject its video wrote with "the" keeps
   * it ("The Internet Is Over").
   */
  String fill(IdeaSubject subject, boolean english) {
    // a lower-case subject ("federal officers") in a title-case template is written as it is
    String phrase =
        TitleCasing.titleCased(before + after) && Character.isLowerCase(subject.phrase().charAt(0))
            ? Phrases.display(List.of(subject.phrase().split(" ")))
            : subject.phrase();
    String before = this.before;
    String after = this.after;
    if (english) {
      boolean plural = EnglishAgreement.plural(phrase);
      after = EnglishAgreement.agree(phrase, after);
      Matcher article = ARTICLE_BEFORE.matcher(before);
      if (article.find()) {
        // "a X" takes a subject its own title counted with "a" ("a Hero"), never a plural or
        // a mass noun ("Can Humanity Stop An Astronomy?")
        if (plural || !subject.article().equals("a")) {
          return null;
        }
        String a = article.group(2);
        boolean vowel = VOWEL_SOUND.matcher(phrase).find();
        String want = vowel ? "an" : "a";
        if (Character.isUpperCase(a.charAt(0))) {
          want = Character.toUpperCase(want.charAt(0)) + want.substring(1);
        }
        before = before.substring(0, article.start(2)) + want + before.substring(article.end(2));
      } else if ((subject.definite() || subject.article().equals("a"))
          && !DETERMINER_BEFORE.matcher(before).find()) {
        String a = subject.definite() ? "the" : VOWEL_SOUND.matcher(phrase).find() ? "an" : "a";
        if (before.isBlank()
            || SEPARATOR_END.matcher(before).find()
            || SMALL_CAPITALISED.matcher(before + after).find()) {
          a = Character.toUpperCase(a.charAt(0)) + a.substring(1);
        }
        phrase = a + " " + phrase;
      }
      if (HOW_MANY.matcher(before).find() && !plural) {
        return null;
      }
      before = EnglishAgreement.agreeBefore(plural, before);
    }
    // "The Power of Episodes of Mind Field": one "of" on another is a phrase, not a title
    if (OF_END.matcher(before).find() && OF_INSIDE.matcher(phrase).find()) {
      return null;
    }
    String title = (before + phrase + after).replaceAll("\\s{2,}", " ").strip();
    List<String> words = ChannelSeries.words(title.toLowerCase(Locale.ROOT));
    for (int i = 1; i < words.size(); i++) {
      if (words.get(i).equals(words.get(i - 1))) {
        return null;
      }
    }
    Set<String> own =
        new HashSet<>(ChannelSeries.words((before + " " + after).toLowerCase(Locale.ROOT)));
    for (String w : ChannelSeries.words(subject.phrase().toLowerCase(Locale.ROOT))) {
      for (String o : own) {
        if (o.length() > 3 && w.length() > 3 && (w.contains(o) || o.contains(w))) {
          return null;
        }
      }
    }
    return title;
  }

  String shown() {
    return (before + "X" + after).strip();
  }

  private static final Pattern OF_END = Pattern.compile("(?i)\\bof\\s+$");

  private static final Pattern OF_INSIDE = Pattern.compile("(?i)\\sof\\s");

  /** "a"/"an" right before the slot. */
  private static final Pattern ARTICLE_BEFORE = Pattern.compile("(^|\\s)(a|an|A|An|AN)\\s+$");

  /** A determiner or possessive right before the slot: no "the" added. */
  private static final Pattern DETERMINER_BEFORE =
      Pattern.compile(
          "(?i)(^|[\\s'’])(a|an|the|my|your|his|her|its|our|their|this|that|these|those|every|no"
              + "|some|any|of the|s)\\s+$");

  /**
   * A small word capitalised inside a title: the template capitalises its small words ("Can
   * Humanity Stop A X?"), so an article it gains is too ("A", "The"). "Is" and "Are" are verbs,
   * capitalised in every title case ("What Is the Fermi Paradox, Really?"), so they say nothing of
   * the style.
   */
  private static final Pattern SMALL_CAPITALISED =
      Pattern.compile("(?<=\\S\\s)(A|An|The|Of|To|In|On|For|With|About)\\b");

  /** A slot right after a separator starts a title of its own: "Webinar: A Brief History". */
  private static final Pattern SEPARATOR_END = Pattern.compile("[:|/–—-]\\s*$");

  private static final Pattern HOW_MANY = Pattern.compile("(?i)\\bhow many\\s+$");

  /** "a"→"an": a subject whose first sound is a vowel (acronyms by letter name: "an FBI"). */
  private static final Pattern VOWEL_SOUND =
      Pattern.compile("^(?i:[aeio]|u(?!ni|se|su|ro|ku|ti))|^[AEFHILMNORSX][A-Z]{1,3}\\b");
}
