package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How a title is cased: title case, sentence case for the tagger, a shouted title calmed. */
final class TitleCasing {

  private TitleCasing() {}

  /** Most words of the text start with a capital. */
  static boolean titleCased(String text) {
    List<String> words = ChannelSeries.words(text);
    long capital = words.stream().filter(w -> Character.isUpperCase(w.charAt(0))).count();
    return !words.isEmpty() && capital * 2 > words.size();
  }

  /** Words lower-cased but acronyms (two to four capitals) and the first word's capital. */
  static String sentenceCase(String title) {
    Matcher m = Pattern.compile("\\p{L}[\\p{L}\\p{M}]*").matcher(title);
    StringBuilder out = new StringBuilder();
    boolean first = true;
    while (m.find()) {
      String w = m.group();
      boolean acronym = w.length() >= 2 && w.length() <= 4 && w.equals(w.toUpperCase(Locale.ROOT));
      String lower = w.toLowerCase(Locale.ROOT);
      String put =
          acronym ? w : first ? Character.toUpperCase(lower.charAt(0)) + lower.substring(1) : lower;
      m.appendReplacement(out, Matcher.quoteReplacement(put));
      first = false;
    }
    m.appendTail(out);
    return out.toString();
  }

  /** A shouted title ("SOUTH KOREA IS OVER") in title case, so a filled subject fits in. */
  static String calm(String title) {
    List<String> words = ChannelSeries.words(title);
    long shouted =
        words.stream().filter(w -> w.length() > 1 && w.equals(w.toUpperCase(Locale.ROOT))).count();
    if (words.isEmpty() || shouted * 2 <= words.size()) {
      return title;
    }
    StringBuilder out = new StringBuilder();
    Matcher m = Pattern.compile("\\p{L}+").matcher(title);
    while (m.find()) {
      String w = m.group();
      m.appendReplacement(
          out, Matcher.quoteReplacement(w.charAt(0) + w.substring(1).toLowerCase(Locale.ROOT)));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * {@code body} in the sentence case of a channel that writes so: its first word capitalised, and
   * after it only the words the channel itself capitalises after the first of a title (its places,
   * people and brand: "Harbor", "Okafor"), acronyms kept; "Rent Increases" → "Rent increases".
   */
  static String inChannelCase(String body, List<String> channelTitles) {
    java.util.Set<String> proper = new java.util.HashSet<>();
    for (String t : channelTitles) {
      // its brand's words too: "Harbor" of "… | Harbor City News" is a name wherever it stands
      List<String> words = ChannelSeries.words(t);
      for (int i = 1; i < words.size(); i++) {
        if (Character.isUpperCase(words.get(i).charAt(0))) {
          proper.add(words.get(i));
        }
      }
    }
    Matcher m = Pattern.compile("\\p{L}[\\p{L}\\p{M}'’]*").matcher(body);
    StringBuilder out = new StringBuilder();
    boolean first = true;
    while (m.find()) {
      String w = m.group();
      boolean acronym = w.length() >= 2 && w.length() <= 4 && w.equals(w.toUpperCase(Locale.ROOT));
      String put =
          first
              ? Character.toUpperCase(w.charAt(0)) + w.substring(1)
              : acronym || proper.contains(w) ? w : w.toLowerCase(Locale.ROOT);
      m.appendReplacement(out, Matcher.quoteReplacement(put));
      first = false;
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * Fewer than half the titles are title-cased, each read before a " | " (a brand's capitals are a
   * name's): the channel writes in sentence case.
   */
  static boolean sentenceCaseChannel(List<String> titles) {
    return titles.stream()
                .map(t -> t.split("\\s+\\|\\s+")[0])
                .filter(TitleCasing::titleCased)
                .count()
            * 2
        < titles.size();
  }
}
