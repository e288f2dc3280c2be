package io.vidlens.analytics.model;

import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The content category of a channel and the RPM range it stands for.
 *
 * <p>Dominant category: the category most of the recent uploads carry (ties: more views, then the
 * name). Category strings are matched loosely ("Science and Technology", "science &amp;
 * technology") to the platform's names; an unknown string is kept as given and gets the {@code
 * default} priors. A niche told by title phrases (personal finance) replaces the category's RPM
 * range when enough titles score on its phrases and the category is one the niche belongs to.
 */
final class CategoryModel {

  private static final Pattern NON_ALNUM = Pattern.compile("[^\\p{L}\\p{N}]+");

  private final Priors priors;
  private final Map<String, String> canonicalByKey = new HashMap<>();
  private final List<CompiledNiche> niches;

  static final int STRONG = 2;
  static final int WEAK = 1;

  /**
   * The RPM range to use, the niche that supplied it ("" when the category's), and why a niche was
   * or was not used.
   */
  record RpmBasis(Priors.RpmRange range, String niche, String why) {
    RpmBasis(Priors.RpmRange range, String niche) {
      this(range, niche, "");
    }
  }

  record CompiledNiche(Priors.Niche niche, Set<String> strong, Pattern pattern) {}

  CategoryModel(Priors priors) {
    this.priors = priors;
    for (String name : priors.categoryRpm().keySet()) {
      if (!name.equals(Priors.DEFAULT)) {
        canonicalByKey.put(key(name), name);
      }
    }
    this.niches =
        priors.niches().stream()
            .map(
                n ->
                    new CompiledNiche(
                        n,
                        n.strong().stream()
                            .map(k -> k.toLowerCase(Locale.ROOT))
                            .collect(java.util.stream.Collectors.toUnmodifiableSet()),
                        keywordPattern(
                            java.util.stream.Stream.concat(n.strong().stream(), n.weak().stream())
                                .toList())))
            .toList();
  }

  /** The platform's name for {@code raw}, {@code raw} trimmed when unknown, "" when blank. */
  String canonical(String raw) {
    if (raw == null || raw.isBlank()) {
      return "";
    }
    return canonicalByKey.getOrDefault(key(raw), raw.trim());
  }

  /** True when {@code category} is one the priors know (not the default). */
  boolean known(String category) {
    return canonicalByKey.containsKey(key(category == null ? "" : category));
  }

  /** The category most recent uploads carry; "" when none says. */
  String dominant(List<VideoSample> videos) {
    Map<String, long[]> tally = new LinkedHashMap<>(); // category -> {count, views}
    for (VideoSample v : videos) {
      String c = canonical(v.category());
      if (!c.isEmpty()) {
        long[] t = tally.computeIfAbsent(c, k -> new long[2]);
        t[0]++;
        t[1] += v.views() == null ? 0 : v.views();
      }
    }
    return tally.entrySet().stream()
        .min(
            Comparator.<Map.Entry<String, long[]>>comparingLong(e -> -e.getValue()[0])
                .thenComparingLong(e -> -e.getValue()[1])
                .thenComparing(Map.Entry::getKey))
        .map(Map.Entry::getKey)
        .orElse("");
  }

  /**
   * The long-form RPM range for a category, replaced by a niche's when the category allows it and
   * enough titles carry its phrases; {@code why} says which and why (for the estimate's basis).
   */
  RpmBasis rpmBasis(String category, List<String> titles) {
    NicheDecision decision = niche(category, titles);
    if (decision.niche().isPresent()) {
      Priors.Niche n = decision.niche().get();
      return new RpmBasis(n.rpm(), n.name(), decision.why());
    }
    String c = canonical(category);
    return new RpmBasis(
        priors.categoryRpm().getOrDefault(c, priors.categoryRpm().get(Priors.DEFAULT)),
        "",
        decision.why());
  }

  /** The audience skew of a category (default when unknown). */
  Priors.AudienceSkew audience(String category) {
    return priors
        .categoryAudience()
        .getOrDefault(canonical(category), priors.categoryAudience().get(Priors.DEFAULT));
  }

  /** A niche, or none, and the sentence that says why. */
  record NicheDecision(Optional<Priors.Niche> niche, String why) {}

  /**
   * The first niche that at least {@code minTitleShare} of the non-blank titles match (a title
   * matches when its phrases score {@code minTitleScore}) and whose categories include {@code
   * category} (an unknown, blank category allows any niche: the titles are all there is).
   */
  NicheDecision niche(String category, List<String> titles) {
    List<String> nonBlank = titles.stream().filter(t -> t != null && !t.isBlank()).toList();
    if (nonBlank.isEmpty()) {
      return new NicheDecision(Optional.empty(), "no titles to tell a niche from");
    }
    String c = canonical(category);
    String closest = "no title scored as a niche";
    for (CompiledNiche n : niches) {
      List<String> matching =
          nonBlank.stream().filter(t -> score(n, t) >= n.niche().minTitleScore()).toList();
      if (matching.isEmpty()) {
        continue;
      }
      double share = (double) matching.size() / nonBlank.size();
      String counted =
          matching.size()
              + " of "
              + nonBlank.size()
              + " titles ("
              + Math.round(share * 100)
              + "%) score at least "
              + n.niche().minTitleScore()
              + " on its phrases";
      if (share < n.niche().minTitleShare()) {
        closest =
            "no niche: "
                + counted
                + " as '"
                + n.niche().name()
                + "', under the "
                + Math.round(n.niche().minTitleShare() * 100)
                + "% needed";
        continue;
      }
      if (!c.isEmpty() && !allows(n.niche(), c)) {
        closest =
            "no niche: "
                + counted
                + " as '"
                + n.niche().name()
                + "', but the category "
                + c
                + " is not one it belongs to";
        continue;
      }
      return new NicheDecision(
          Optional.of(n.niche()),
          "'"
              + n.niche().name()
              + "': "
              + counted
              + " (at least "
              + Math.round(n.niche().minTitleShare() * 100)
              + "% needed; e.g. "
              + examples(n, matching)
              + "); "
              + (c.isEmpty()
                  ? "no category known to rule it out"
                  : "the category " + c + " allows it"));
    }
    return new NicheDecision(Optional.empty(), closest);
  }

  /** Titles only (no category to rule a niche out): the niche, if any. */
  Optional<Priors.Niche> niche(List<String> titles) {
    return niche("", titles).niche();
  }

  /**
   * The weight of the distinct phrases a title contains: strong 2, weak 1; the longest phrase at a
   * place wins ("make money" is one weak phrase, not two words).
   */
  static int score(CompiledNiche n, String title) {
    Matcher m = n.pattern().matcher(title.toLowerCase(Locale.ROOT));
    Set<String> seen = new HashSet<>();
    int score = 0;
    while (m.find()) {
      String phrase = m.group();
      if (seen.add(phrase)) {
        score += n.strong().contains(phrase) ? STRONG : WEAK;
      }
    }
    return score;
  }

  /** Score of a title on the niche called {@code name} (tests, docs). */
  int score(String name, String title) {
    return niches.stream()
        .filter(n -> n.niche().name().equals(name))
        .findFirst()
        .map(n -> score(n, title))
        .orElse(0);
  }

  private boolean allows(Priors.Niche niche, String category) {
    return niche.categories().stream().anyMatch(k -> key(k).equals(key(category)));
  }

  private static String examples(CompiledNiche n, List<String> titles) {
    Set<String> phrases = new java.util.LinkedHashSet<>();
    for (String t : titles) {
      Matcher m = n.pattern().matcher(t.toLowerCase(Locale.ROOT));
      while (m.find() && phrases.size() < 3) {
        phrases.add("\"" + m.group() + "\"");
      }
    }
    return String.join(", ", phrases);
  }

  /** Lower case, "&" read as "and", punctuation and spacing ignored. */
  static String key(String name) {
    String lower = name.toLowerCase(Locale.ROOT).replace("&", " and ");
    return NON_ALNUM.matcher(lower).replaceAll("");
  }

  private static Pattern keywordPattern(List<String> keywords) {
    // Longest first: at one place the alternation takes the first that matches.
    String alternatives =
        String.join(
            "|",
            keywords.stream()
                .map(k -> k.toLowerCase(Locale.ROOT))
                .sorted(Comparator.comparingInt(String::length).reversed())
                .map(Pattern::quote)
                .toList());
    // Whole words only, in any script: no letter or digit right before or after.
    return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + alternatives + ")(?![\\p{L}\\p{N}])");
  }
}
