package io.vidlens.analysis.ideas;

import io.vidlens.stats.Cosine;
import io.vidlens.text.Terms;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Whether a video placed at a subject by its embedding says so in its own words (issue 37): two
 * Blender Conference talks sat nearest "Space" (a cosine of 0.21 against 0.19 for the next) and
 * "something funny right now" nearest "Hoaxes and debunking", though neither says anything of
 * either. A video supports its subject when its title or description uses one of the subject's
 * words ({@link SubjectTaxonomy}, "universe" and "asteroid" of Space; a word on more than half of
 * the channel's videos, its boilerplate, counts for nothing), or when its title alone, without the
 * description, is nearest that subject by {@link #TITLE_MARGIN} or more.
 */
final class SubjectSupport {

  /** A title alone this far ahead of the next subject names its subject without a word of it. */
  static final double TITLE_MARGIN = 0.05;

  /** Words shorter than this match whole (after a plural "s"), longer ones as a word's start. */
  static final int PREFIX_STEM = 6;

  private final EmbeddedVideos space;
  private final List<double[]> centres;
  private final Function<List<String>, List<double[]>> embed;
  private final Set<String> boilerplate;

  SubjectSupport(
      EmbeddedVideos space, List<double[]> centres, Function<List<String>, List<double[]>> embed) {
    this.space = space;
    this.centres = centres;
    this.embed = embed;
    this.boilerplate = boilerplate(space);
  }

  /** The members of subject {@code s} whose own words support it, in their order. */
  List<Integer> supported(int s, List<Integer> members) {
    List<String> vocabulary = vocabulary(SubjectTaxonomy.SUBJECTS.get(s));
    List<Integer> out = new ArrayList<>();
    List<Integer> unsaid = new ArrayList<>();
    for (Integer i : members) {
      if (says(vocabulary, space.titles().get(i) + " " + space.bodies().get(i))) {
        out.add(i);
      } else {
        unsaid.add(i);
      }
    }
    if (unsaid.isEmpty()) {
      return out;
    }
    List<double[]> titles = embed.apply(unsaid.stream().map(space.titles()::get).toList());
    for (int k = 0; k < unsaid.size(); k++) {
      double own = Cosine.of(titles.get(k), centres.get(s));
      double next = -1;
      for (int c = 0; c < centres.size(); c++) {
        if (c != s) {
          next = Math.max(next, Cosine.of(titles.get(k), centres.get(c)));
        }
      }
      if (own - next >= TITLE_MARGIN) {
        out.add(unsaid.get(k));
      }
    }
    out.sort(Integer::compare);
    return out;
  }

  /**
   * The subject's words and phrases: each word of its name ("human" and "body" of "The human body
   * and health"), and the words and phrases of what it covers ("black holes" whole), stop words
   * out.
   */
  static List<String> vocabulary(SubjectTaxonomy.Subject subject) {
    List<String> out = new ArrayList<>();
    for (String w : Terms.tokens(subject.name())) {
      if (!FUNCTION_WORDS.contains(w) && !GENERIC_NAME_WORDS.contains(w)) {
        out.add(stem(w));
      }
    }
    for (String part : subject.covers().split(",| and ")) {
      List<String> words =
          Terms.tokens(part).stream().filter(w -> !FUNCTION_WORDS.contains(w)).toList();
      if (!words.isEmpty()) {
        out.add(String.join(" ", words.stream().map(SubjectSupport::stem).toList()));
      }
    }
    return out;
  }

  private boolean says(List<String> vocabulary, String text) {
    List<String> tokens =
        Terms.tokens(Terms.withoutLinksOrTags(text)).stream()
            .filter(w -> !boilerplate.contains(w))
            .toList();
    for (String entry : vocabulary) {
      String[] phrase = entry.split(" ");
      for (int i = 0; i + phrase.length <= tokens.size(); i++) {
        boolean all = true;
        for (int k = 0; k < phrase.length && all; k++) {
          all = matches(phrase[k], tokens.get(i + k));
        }
        if (all) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean matches(String stem, String token) {
    return stem.length() >= PREFIX_STEM ? token.startsWith(stem) : stem(token).equals(stem);
  }

  /** A word without its plural or "-ing" ending: "planets" → "planet", "debunking" → "debunk". */
  static String stem(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    if (w.length() > 5 && w.endsWith("ing")) {
      return w.substring(0, w.length() - 3);
    }
    if (w.length() > 4 && w.endsWith("ies")) {
      return w.substring(0, w.length() - 3) + "y";
    }
    if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss")) {
      return w.substring(0, w.length() - 1);
    }
    return w;
  }

  /** The words on more than half of the channel's videos: its sign-offs and links, no subject. */
  private static Set<String> boilerplate(EmbeddedVideos space) {
    Map<String, Integer> using = new HashMap<>();
    int n = space.titles().size();
    for (int i = 0; i < n; i++) {
      new HashSet<>(Terms.tokens((space.titles().get(i) + " " + space.bodies().get(i))))
          .forEach(w -> using.merge(w.toLowerCase(Locale.ROOT), 1, Integer::sum));
    }
    Set<String> out = new HashSet<>();
    using.forEach(
        (w, c) -> {
          if (n >= 4 && c * 2 > n) {
            out.add(w);
          }
        });
    return out;
  }

  /** Words of a subject's name too common to say it alone ("world" news, "video" games). */
  private static final Set<String> GENERIC_NAME_WORDS = Set.of("world", "video", "places");

  private static final Set<String> FUNCTION_WORDS =
      Set.of("the", "a", "an", "of", "and", "to", "how", "let's", "s", "life", "time");
}
