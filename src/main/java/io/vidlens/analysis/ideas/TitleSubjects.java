package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.stats.Cosine;
import io.vidlens.text.PartsOfSpeech;
import io.vidlens.text.Phrases;
import io.vidlens.text.StopWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The subject of a title: its key phrase nearest the title in meaning, read whole where it stands
 * (no piece of a longer name), with the article its title writes it with; a labelled one-off's
 * name, a series episode's varying part, a head noun's "of" tail.
 */
final class TitleSubjects {

  private TitleSubjects() {}

  /** The phrase a title opens with is its subject more often than not. */
  static final double FIRST_BONUS = 0.1;

  /** A subject may be a longer name than a bucket's: "Karachi Gul Plaza Fire Incidents". */
  static final int SUBJECT_WORDS = 5;

  private static final Pattern SMALL_LOWER =
      Pattern.compile("(?<=\\S\\s)(a|an|the|of|to|in|on|for|with|and)\\b");

  /** The key phrase of a title nearest the whole title in meaning; longer wins near ties. */
  static String subjectOf(
      String title,
      StopWords stop,
      Set<String> banned,
      Function<List<String>, List<double[]>> embed) {
    String plain = TitleCasing.calm(EpisodeMarkers.strip(title));
    // Tagged in sentence case: a title's capitals make every word look like a name to the tagger.
    List<String> phrases =
        Phrases.of(TitleCasing.sentenceCase(plain), stop, banned, SUBJECT_WORDS).stream()
            .map(Phrases.Phrase::display)
            .distinct()
            .map(
                p -> {
                  int[] at = locate(plain, p);
                  return at == null ? null : plain.substring(at[0], at[1]);
                })
            .filter(p -> p != null && !ChannelSeries.empty(ChannelSeries.normal(p)))
            .filter(p -> !(p.split(" ").length == 1 && ChannelSeries.isMonth(p)))
            .filter(p -> whole(plain, p, stop))
            .distinct()
            .toList();
    if (phrases.isEmpty()) {
      return null;
    }
    List<String> texts = new ArrayList<>(phrases);
    texts.add(plain);
    List<double[]> v = embed.apply(texts);
    double[] whole = v.getLast();
    String best = null;
    double bestScore = -1;
    for (int i = 0; i < phrases.size(); i++) {
      // A headline names its subject first ("Adam Schiff says …", "AI Slop Is Destroying …").
      int[] at = locate(plain, phrases.get(i));
      double score =
          Cosine.of(v.get(i), whole)
              + 0.05 * phrases.get(i).split(" ").length
              + (at != null && at[0] == 0 ? FIRST_BONUS : 0);
      if (score > bestScore) {
        bestScore = score;
        best = phrases.get(i);
      }
    }
    return best;
  }

  private static final Pattern NAME_TITLE =
      Pattern.compile("^(?:The\\s+)?(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2})$");

  /**
   * A title that is its subject ("Ayahuasca", "Moral Licensing", "The Origins of Disgust") where
   * the tagger found no noun phrase in it: one to three capitalised words and no function word, or
   * a head noun "of" such a subject; never one of the channel's own words.
   */
  static String titleAsSubject(String title, StopWords stop, Set<String> banned) {
    String plain = title.strip();
    Matcher of = HEAD_OF.matcher(plain);
    if (of.matches() && !stop.contains(of.group(1).toLowerCase(Locale.ROOT))) {
      plain = of.group(2).strip();
    }
    Matcher m = NAME_TITLE.matcher(plain);
    if (!m.matches()) {
      return null;
    }
    List<String> words = ChannelSeries.words(m.group(1).toLowerCase(Locale.ROOT));
    if (words.isEmpty()
        || words.stream().anyMatch(w -> stop.contains(w) || banned.contains(w) || w.length() < 3)
        || words.size() == 1 && Names.GENERIC.contains(words.getFirst())
        || ChannelSeries.isMonth(m.group(1))) {
      return null;
    }
    return m.group(1);
  }

  private static final Pattern DEFINED_BY =
      Pattern.compile("(?i)^\\s+(to|that|which|who|whose|of|for|from|behind|nobody|no one)\\b");

  /**
   * A single noun its title defines with "the" and what follows ("The Drug To Master Reality", "The
   * Drug That Rewires Memory"): one particular thing the title goes on to name, not a subject that
   * reads alone ("The Drug Is AMAZING").
   */
  static boolean specificOne(String title, String subject) {
    if (subject.contains(" ") || !article(title, subject).equals("the")) {
      return false;
    }
    int[] at = locate(title, subject);
    return at != null && DEFINED_BY.matcher(title.substring(at[1])).find();
  }

  private static final Pattern LABEL = Pattern.compile("\\s*\\|\\s*|\\s+/\\s+");

  /**
   * The named part of a title labelled by one word ("Flight of the Navigator | VFXcool": a film's
   * name under a one-off label) is its subject whole, as a series' varying part is; cut, it would
   * give a piece of a name ("Navigator"). Null for any other title, or a part over {@link
   * #SUBJECT_WORDS} words.
   */
  static String labelledPart(String title) {
    String[] parts = LABEL.split(title.strip());
    if (parts.length != 2) {
      return null;
    }
    for (int i = 0; i < 2; i++) {
      List<String> label = ChannelSeries.words(parts[i]);
      List<String> named = ChannelSeries.words(parts[1 - i]);
      if (label.size() == 1 && named.size() >= 2 && named.size() <= SUBJECT_WORDS) {
        return parts[1 - i].strip();
      }
    }
    return null;
  }

  /** "The Power of Suggestion": a title that is one head noun "of" its subject. */
  static final Pattern HEAD_OF =
      Pattern.compile("^(?:the\\s+)?(\\p{L}+)\\s+of\\s+(.+?)[?!.]*$", Pattern.CASE_INSENSITIVE);

  /**
   * The subject of a title that is a head noun "of" something ("The Power of Suggestion", "The
   * Origins of Disgust", "Illusions of Time"): what follows "of", so the head stays in the template
   * ("The Power of X") as the channel's way of framing a subject; else the subject as found.
   */
  static String ofTail(String title, String subject, StopWords stop) {
    Matcher m = HEAD_OF.matcher(title.strip());
    if (!m.matches() || stop.contains(m.group(1).toLowerCase(Locale.ROOT))) {
      return subject;
    }
    String tail = m.group(2).strip();
    int[] at = locate(title, subject);
    // only where the subject found is the head's phrase or its tail, not another part
    if (at == null || !subject.toLowerCase(Locale.ROOT).endsWith(tail.toLowerCase(Locale.ROOT))) {
      return subject;
    }
    return ChannelSeries.empty(ChannelSeries.normal(tail)) ? subject : tail;
  }

  /** What fills the X of a series template in one of its titles, or null. */
  static String varyingPart(String title, String template) {
    int x = template.indexOf(" X") >= 0 || template.startsWith("X") ? template.indexOf('X') : -1;
    if (x < 0) {
      return null;
    }
    String before = template.substring(0, x).strip().toLowerCase(Locale.ROOT);
    String after =
        template.substring(x + 1).replaceAll("\\bN\\b", "").strip().toLowerCase(Locale.ROOT);
    String lower = title.toLowerCase(Locale.ROOT);
    int from = before.isEmpty() ? 0 : lower.indexOf(before);
    if (from < 0) {
      return null;
    }
    from += before.length();
    int to = after.isEmpty() ? title.length() : lower.lastIndexOf(after.split(" ")[0]);
    if (to <= from) {
      to = title.length();
    }
    String part = title.substring(from, to).replaceAll("^[\\s|:/–—-]+|[\\s|:/–—-]+$", "");
    return part.isBlank() ? null : part;
  }

  /** Words after which a phrase's last word was a verb, not its noun: "Blinds You", "NEEDS a". */
  private static final Set<String> DETERMINERS =
      Set.of(
          "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "her", "its",
          "our", "their", "you", "me", "him", "us", "them", "it", "another", "every");

  /**
   * Whether a phrase is the whole noun phrase where it stands in its title: the word before it (in
   * the same clause) is no content word it was cut from ("Gul" of "Gul Plaza Fire Incidents",
   * "Year" of "25 Year Old Cask Strength"), and the word after it is a function word or a number:
   * not a determiner or pronoun, which would make its last word a verb ("Brain Blinds You"), nor a
   * content word it was cut from ("Alpha" of "Alpha Channel", "Todd" of "Todd Blanche").
   */
  static boolean whole(String title, String phrase, StopWords stop) {
    int[] at = locate(title, phrase);
    if (at == null) {
      return false;
    }
    Matcher before =
        Pattern.compile("([\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*)\\s+$")
            .matcher(title.substring(0, at[0]));
    if (before.find()) {
      String w = before.group(1).toLowerCase(Locale.ROOT).replaceAll("['’]s$", "");
      if (!function(w, stop) && !w.matches("\\d+")) {
        return false;
      }
      // "Shadow The Hedgehog": in a title that writes its small words in lower case ("of"), a
      // capital "The" after a content word is inside a name
      Matcher name =
          Pattern.compile("([\\p{L}\\p{N}'’-]+)\\s+The\\s+$").matcher(title.substring(0, at[0]));
      if (name.find()
          && !function(name.group(1).toLowerCase(Locale.ROOT), stop)
          && SMALL_LOWER.matcher(title).find()) {
        return false;
      }
    }
    Matcher after = Pattern.compile("^\\s+([\\p{L}\\p{N}'’]+)").matcher(title.substring(at[1]));
    if (!after.find()) {
      return true;
    }
    String next = after.group(1).toLowerCase(Locale.ROOT);
    if (next.length() > 4
        && next.endsWith("ing")
        && !title.substring(at[1] + after.end()).matches("(?s).*[\\p{L}\\p{N}].*")) {
      // "Mind Reading": a gerund that ends the title is the head of the phrase, not its verb
      return false;
    }
    if (DETERMINERS.contains(next) || next.equals("of")) {
      // "Brain Blinds You": a verb before "You"; "The Horrors of …": the head of a longer phrase
      return false;
    }
    if (function(next, stop) || next.matches("\\d+") || !PartsOfSpeech.supports(stop.language())) {
      return true;
    }
    // a verb may follow ("Adam Schiff says …"), a noun it was cut from may not ("Alpha Channel")
    List<String> words =
        ChannelSeries.words(
            TitleCasing.titleCased(title) ? TitleCasing.sentenceCase(title) : title);
    int index = ChannelSeries.words(title.substring(0, at[1])).size();
    return index >= words.size() || !PartsOfSpeech.tag(words).noun()[index];
  }

  /**
   * The article its title writes the subject with: "the" ("AI Slop … The Internet"), "a" ("How to
   * Make a Hero"), "your" for any possessive ("Your Brain": a generic one), else "".
   */
  static String article(String title, String subject) {
    int[] at = locate(title, subject);
    if (at == null) {
      return "";
    }
    if (Pattern.compile("(?i)(^|\\s)(your|my|our|his|her|their)\\s+$")
        .matcher(title.substring(0, at[0]))
        .find()) {
      return "your";
    }
    Matcher m = Pattern.compile("(?i)(^|\\s)(the|an?)\\s+$").matcher(title.substring(0, at[0]));
    if (!m.find()) {
      return "";
    }
    String a = m.group(2).toLowerCase(Locale.ROOT);
    return a.equals("the") ? (EnglishAgreement.plural(subject) ? "" : "the") : "a";
  }

  /** Where a phrase stands in a title (case and possessive apart), or null. */
  static int[] locate(String title, String phrase) {
    String[] words = phrase.split(" ");
    StringBuilder regex = new StringBuilder("(?<![\\p{L}\\p{N}])");
    for (int i = 0; i < words.length; i++) {
      if (i > 0) {
        regex.append("['’]?s?[\\s-]+");
      }
      regex.append(Pattern.quote(words[i]));
    }
    regex.append("(?![\\p{L}\\p{N}])");
    Matcher m =
        Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE)
            .matcher(title);
    return m.find() ? new int[] {m.start(), m.end()} : null;
  }

  /**
   * Stop-listed words that still carry content in a template ("Music Video"), and shouted names.
   */
  static final Set<String> TEMPLATE_CONTENT =
      Set.of("video", "videos", "music", "channel", "official", "episode", "part");

  /** A function word: stop-listed and no boilerplate noun ("Video Game", "Alpha Channel"). */
  static boolean function(String lower, StopWords stop) {
    return stop.contains(lower) && !TEMPLATE_CONTENT.contains(lower);
  }
}
