package io.vidlens.analytics.model;

import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The content category of a channel and the RPM range it stands for.
 *
 * <p>Dominant category: the category most of the recent uploads carry (ties: more views, then the
 * name). Category strings are matched loosely ("Science and Technology", "science &amp;
 * technology") to the platform's names; an unknown string is kept as given and gets the {@code
 * default} priors. A niche told by title keywords (personal finance) replaces the category's RPM
 * range when enough titles match.
 */
final class CategoryModel {

  private static final Pattern NON_ALNUM = Pattern.compile("[^\\p{L}\\p{N}]+");

  private final Priors priors;
  private final Map<String, String> canonicalByKey = new HashMap<>();
  private final List<CompiledNiche> niches;

  /** The RPM range to use and the niche that supplied it ("" when the category's). */
  record RpmBasis(Priors.RpmRange range, String niche) {}

  private record CompiledNiche(Priors.Niche niche, Pattern pattern) {}

  CategoryModel(Priors priors) {
    this.priors = priors;
    for (String name : priors.categoryRpm().keySet()) {
      if (!name.equals(Priors.DEFAULT)) {
        canonicalByKey.put(key(name), name);
      }
    }
    this.niches =
        priors.niches().stream()
            .map(n -> new CompiledNiche(n, keywordPattern(n.keywords())))
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

  /** The long-form RPM range for a category, replaced by a niche's when the titles show one. */
  RpmBasis rpmBasis(String category, List<String> titles) {
    Optional<Priors.Niche> niche = niche(titles);
    if (niche.isPresent()) {
      return new RpmBasis(niche.get().rpm(), niche.get().name());
    }
    String c = canonical(category);
    return new RpmBasis(
        priors.categoryRpm().getOrDefault(c, priors.categoryRpm().get(Priors.DEFAULT)), "");
  }

  /** The audience skew of a category (default when unknown). */
  Priors.AudienceSkew audience(String category) {
    return priors
        .categoryAudience()
        .getOrDefault(canonical(category), priors.categoryAudience().get(Priors.DEFAULT));
  }

  /**
   * The first niche whose keywords at least {@code minTitleShare} of the non-blank titles contain.
   */
  Optional<Priors.Niche> niche(List<String> titles) {
    List<String> nonBlank = titles.stream().filter(t -> t != null && !t.isBlank()).toList();
    if (nonBlank.isEmpty()) {
      return Optional.empty();
    }
    for (CompiledNiche n : niches) {
      long matching =
          nonBlank.stream()
              .filter(t -> n.pattern().matcher(t.toLowerCase(Locale.ROOT)).find())
              .count();
      if ((double) matching / nonBlank.size() >= n.niche().minTitleShare()) {
        return Optional.of(n.niche());
      }
    }
    return Optional.empty();
  }

  /** Lower case, "&" read as "and", punctuation and spacing ignored. */
  static String key(String name) {
    String lower = name.toLowerCase(Locale.ROOT).replace("&", " and ");
    return NON_ALNUM.matcher(lower).replaceAll("");
  }

  private static Pattern keywordPattern(List<String> keywords) {
    String alternatives =
        String.join(
            "|", keywords.stream().map(k -> Pattern.quote(k.toLowerCase(Locale.ROOT))).toList());
    // Whole words only, in any script: no letter or digit right before or after.
    return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + alternatives + ")(?![\\p{L}\\p{N}])");
  }
}
