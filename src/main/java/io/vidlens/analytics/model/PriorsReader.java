package io.vidlens.analytics.model;

import io.vidlens.analytics.model.Priors.AudienceSkew;
import io.vidlens.analytics.model.Priors.CountryPrior;
import io.vidlens.analytics.model.Priors.LanguagePrior;
import io.vidlens.analytics.model.Priors.LengthCurve;
import io.vidlens.analytics.model.Priors.MixRules;
import io.vidlens.analytics.model.Priors.Monetization;
import io.vidlens.analytics.model.Priors.Niche;
import io.vidlens.analytics.model.Priors.RpmRange;
import io.vidlens.analytics.model.Priors.ShareEvidence;
import io.vidlens.analytics.model.Priors.ViewCurve;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * Reads {@link Priors} from the YAML of {@code models/priors.yaml}: every number with its source
 * beside it, and the checks that each names one (an ID of the file's {@code sources}, or says it is
 * an assumption) and lies in its range.
 */
final class PriorsReader {

  private PriorsReader() {}

  static Priors read(InputStream in) {
    JsonNode root = YAMLMapper.builder().build().readTree(in);
    Map<String, String> sources = new LinkedHashMap<>();
    root.path("sources")
        .properties()
        .forEach(e -> sources.put(e.getKey(), e.getValue().asString()));
    Reader r = new Reader(sources);

    Map<String, RpmRange> categoryRpm = new LinkedHashMap<>();
    root.path("categories")
        .properties()
        .forEach(
            e -> categoryRpm.put(e.getKey(), r.range(e.getValue(), "categories." + e.getKey())));
    require(categoryRpm.containsKey(Priors.DEFAULT), "categories.default");

    List<Niche> niches = new ArrayList<>();
    root.path("niches")
        .properties()
        .forEach(
            e -> {
              JsonNode n = e.getValue();
              require(
                  n.path("minTitleScore").asInt() > 0, "niches." + e.getKey() + ".minTitleScore");
              niches.add(
                  new Niche(
                      e.getKey(),
                      r.range(n, "niches." + e.getKey()),
                      n.path("minTitleShare").asDouble(),
                      n.path("minTitleScore").asInt(),
                      strings(n.path("categories")),
                      strings(n.path("strong")),
                      strings(n.path("weak"))));
            });

    JsonNode len = root.path("length");
    LengthCurve length =
        new LengthCurve(
            r.value(len, "belowMidrollFactor"),
            (long) r.value(len, "midrollSeconds"),
            (long) r.value(len, "plateauSeconds"),
            r.value(len, "perMinuteAbovePlateau"),
            r.value(len, "maxFactor"));

    JsonNode shorts = root.path("shorts");
    RpmRange shortsRpm = r.range(shorts.path("rpm"), "shorts.rpm");
    JsonNode mon = root.path("monetization");
    Monetization monetization =
        new Monetization(
            (long) r.value(mon, "minSubscribers"),
            (long) r.value(mon, "minViews"),
            (int) r.value(mon, "minAgeDays"));

    JsonNode views = root.path("views");
    ViewCurve longViews = r.curve(views.path("long"), "views.long");
    ViewCurve shortViews = r.curve(views.path("short"), "views.short");

    List<String> ageGroups = new ArrayList<>();
    root.path("ageGroups").values().forEach(g -> ageGroups.add(g.asString()));
    List<Double> ageBaseline = r.numbers(root.path("ageBaseline"), "ageBaseline", ageGroups.size());
    List<Double> ageRpmFactors =
        r.numbers(root.path("ageRpmFactors"), "ageRpmFactors", ageGroups.size());
    JsonNode gender = root.path("genderBaseline");

    Map<String, AudienceSkew> audience = new LinkedHashMap<>();
    root.path("categoryAudience")
        .properties()
        .forEach(
            e -> {
              JsonNode a = e.getValue();
              r.source(a, "categoryAudience." + e.getKey());
              List<Double> age =
                  r.numbers(a, "categoryAudience." + e.getKey(), ageGroups.size(), "age");
              double male = a.path("male").asDouble();
              require(male >= 0 && male <= 1, "categoryAudience." + e.getKey() + ".male in [0, 1]");
              audience.put(e.getKey(), new AudienceSkew(age, male));
            });
    require(audience.containsKey(Priors.DEFAULT), "categoryAudience.default");

    JsonNode adj = root.path("audienceAdjustments");
    Map<String, CountryPrior> countries = new LinkedHashMap<>();
    root.path("countries")
        .properties()
        .forEach(
            e -> {
              JsonNode c = e.getValue();
              String where = "countries." + e.getKey();
              r.checkSource(c.path("usersSource").asString(), where + ".usersSource");
              r.checkSource(c.path("rpmSource").asString(), where + ".rpmSource");
              double users = c.path("users").asDouble();
              double rpm = c.path("rpm").asDouble();
              require(users > 0 && rpm >= 0, where + " users > 0 and rpm >= 0");
              countries.put(
                  e.getKey(), new CountryPrior(e.getKey(), c.path("name").asString(), users, rpm));
            });

    Map<String, LanguagePrior> languages = new LinkedHashMap<>();
    root.path("languages")
        .properties()
        .forEach(
            e -> {
              Map<String, Double> shares = new LinkedHashMap<>();
              e.getValue()
                  .path("countries")
                  .properties()
                  .forEach(
                      c -> {
                        require(
                            countries.containsKey(c.getKey()),
                            "languages." + e.getKey() + " names a listed country: " + c.getKey());
                        shares.put(c.getKey(), c.getValue().asDouble());
                      });
              List<String> second = strings(e.getValue().path("secondLanguageIn"));
              second.forEach(
                  c ->
                      require(
                          shares.containsKey(c),
                          "languages."
                              + e.getKey()
                              + ".secondLanguageIn names one of its countries: "
                              + c));
              languages.put(
                  e.getKey(),
                  new LanguagePrior(
                      e.getKey(),
                      e.getValue().path("name").asString(),
                      Map.copyOf(shares),
                      second));
            });

    JsonNode mix = root.path("audienceMix");
    JsonNode weights = mix.path("sourceWeights");
    r.source(weights, "audienceMix.sourceWeights");
    MixRules mixRules =
        new MixRules(
            weights.path("comments").asDouble(),
            weights.path("titles").asDouble(),
            weights.path("descriptions").asDouble(),
            r.value(mix, "home"),
            r.value(mix, "homeSecondLanguage"),
            r.value(mix, "homeForeign"),
            (int) r.value(mix, "topCountries"),
            r.value(mix.path("places"), "weight"),
            r.value(mix.path("places"), "fullVotes"));

    return new Priors(
        Map.copyOf(sources),
        java.util.Collections.unmodifiableMap(categoryRpm),
        List.copyOf(niches),
        length,
        shortsRpm,
        r.value(shorts, "musicFactor"),
        r.value(root.path("madeForKids"), "rpmFactor"),
        r.value(root.path("channelSpread"), "factor"),
        monetization,
        longViews,
        shortViews,
        r.value(views, "catalogMonthlyRate"),
        List.copyOf(ageGroups),
        ageBaseline,
        ageRpmFactors,
        r.value(gender, "male"),
        r.value(gender, "userSpecifiedPercent"),
        java.util.Collections.unmodifiableMap(audience),
        r.value(adj, "shortsYoungBoost"),
        r.value(adj, "shortsOldCut"),
        r.value(adj, "kidsTeenFactor"),
        r.value(adj, "kidsParentFactor"),
        java.util.Collections.unmodifiableMap(countries),
        r.value(root, "otherCountryRpm"),
        java.util.Collections.unmodifiableMap(languages),
        mixRules,
        shareEvidence(r, root.path("shareEvidence")),
        root.path("version").asString(""));
  }

  private static ShareEvidence shareEvidence(Reader r, JsonNode node) {
    ShareEvidence e =
        new ShareEvidence(
            r.value(node, "prior"),
            r.value(node, "category"),
            r.value(node, "country"),
            r.value(node, "perLanguageVote"),
            (int) r.value(node, "maxLanguageVotes"),
            r.value(node, "quantile"));
    require(
        e.prior() > 0
            && e.category() >= 0
            && e.country() >= 0
            && e.perLanguageVote() >= 0
            && e.quantile() > 0
            && e.quantile() < 0.5,
        "shareEvidence: prior > 0, others >= 0, 0 < quantile < 0.5");
    return e;
  }

  private static List<String> strings(JsonNode list) {
    List<String> out = new ArrayList<>();
    list.values().forEach(k -> out.add(k.asString()));
    return List.copyOf(out);
  }

  private static void require(boolean ok, String what) {
    if (!ok) {
      throw new IllegalArgumentException("Invalid " + Priors.RESOURCE + ": " + what);
    }
  }

  /** Reads numbers and checks that each names its source. */
  private record Reader(Map<String, String> sources) {

    /** {@code {value: x, source: s}} under {@code name}. */
    double value(JsonNode parent, String name) {
      JsonNode node = parent.path(name);
      require(node.path("value").isNumber(), name + ".value is a number");
      source(node, name);
      return node.path("value").asDouble();
    }

    RpmRange range(JsonNode node, String where) {
      source(node, where);
      return new RpmRange(
          node.path("low").asDouble(),
          node.path("mid").asDouble(),
          node.path("high").asDouble(),
          node.path("source").asString());
    }

    ViewCurve curve(JsonNode node, String where) {
      source(node, where);
      double tau = node.path("tauDays").asDouble();
      double tail = node.path("tail").asDouble();
      require(tau > 0 && tail >= 0 && tail < 1, where + " tauDays > 0 and 0 <= tail < 1");
      return new ViewCurve(tau, tail);
    }

    List<Double> numbers(JsonNode node, String where, int size) {
      source(node, where);
      return numbers(node, where, size, "values");
    }

    List<Double> numbers(JsonNode node, String where, int size, String field) {
      List<Double> out = new ArrayList<>();
      node.path(field).values().forEach(v -> out.add(v.asDouble()));
      require(
          out.size() == size && out.stream().allMatch(v -> v >= 0),
          where + "." + field + " holds " + size + " non-negative numbers");
      return List.copyOf(out);
    }

    void source(JsonNode node, String where) {
      checkSource(node.path("source").asString(), where + ".source");
    }

    /** A source is "assumption..." or mentions at least one ID of {@code sources}. */
    void checkSource(String text, String where) {
      boolean ok =
          text != null
              && !text.isBlank()
              && (text.startsWith("assumption")
                  || sources.keySet().stream().anyMatch(text::contains));
      require(ok, where + " names a source ID or says 'assumption' (was: " + text + ")");
    }
  }
}
