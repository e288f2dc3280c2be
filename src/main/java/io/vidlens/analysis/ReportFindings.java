package io.vidlens.analysis;

import io.vidlens.analysis.api.AnalysisReport;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.result.AnalysisResult.StrategicInsights;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.ResultBasis;
import io.vidlens.json.JsonMappers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;

/**
 * What the report shows beside its charts, read from the typed result: the advice with its
 * evidence, the flagged videos, the niche's peers and the caveats of what the analysis could not
 * read. A result stored by an earlier version lacks some: they are empty then.
 */
final class ReportFindings {

  /** The four recommendations in the order the result writes them, keyed as their evidence is. */
  private static final Map<String, Function<AnalysisResult.StrategicRecommendations, String>>
      ADVICE = new LinkedHashMap<>();

  static {
    ADVICE.put(
        "performance_patterns", AnalysisResult.StrategicRecommendations::performancePatterns);
    ADVICE.put(
        "content_formula_discovery",
        AnalysisResult.StrategicRecommendations::contentFormulaDiscovery);
    ADVICE.put(
        "audience_behavior_insights",
        AnalysisResult.StrategicRecommendations::audienceBehaviorInsights);
    ADVICE.put(
        "strategic_opportunities", AnalysisResult.StrategicRecommendations::strategicOpportunities);
  }

  /** Names a peer may go by in the result, in the order tried. */
  private static final List<String> PEER_NAMES = List.of("title", "name", "channel_title");

  private ReportFindings() {}

  static List<AnalysisReport.Advice> advice(StrategicInsights insights) {
    var ai = insights.aiStrategicAnalysis();
    var recommendations = ai == null ? null : ai.strategicRecommendations();
    if (recommendations == null) {
      return List.of();
    }
    Map<String, List<AnalysisResult.Evidence>> evidence =
        Optional.ofNullable(recommendations.evidence()).orElse(Map.of());
    List<AnalysisReport.Advice> advice = new ArrayList<>();
    ADVICE.forEach(
        (key, text) -> {
          String t = text.apply(recommendations);
          if (t != null && !t.isBlank()) {
            advice.add(
                new AnalysisReport.Advice(
                    heading(key),
                    t.strip(),
                    Optional.ofNullable(evidence.get(key)).orElse(List.of()).stream()
                        .filter(e -> e != null && e.videoId() != null)
                        .map(
                            e ->
                                new AnalysisReport.Evidence(
                                    e.videoId(),
                                    e.title(),
                                    e.views(),
                                    e.ageAdjustedScore(),
                                    e.channelName()))
                        .toList()));
          }
        });
    return advice;
  }

  static List<AnalysisReport.Flagged> flagged(StrategicInsights insights) {
    var content = insights.contentStrategy();
    if (content == null || content.flaggedVideos() == null) {
      return List.of();
    }
    return content.flaggedVideos().stream()
        .filter(f -> f != null && f.videoId() != null)
        .map(
            f ->
                new AnalysisReport.Flagged(f.videoId(), f.title(), f.views(), f.kind(), f.reason()))
        .toList();
  }

  /**
   * The niche's subjects beyond chance ({@code niche_analysis.outlier_subjects}), or with {@code
   * setAside} those the chance test set aside; none in results without them.
   */
  static List<AnalysisReport.NicheSubject> nicheSubjects(
      StrategicInsights insights, boolean setAside) {
    NicheAnalysis niche = insights.nicheAnalysis();
    List<OutlierSubject> subjects =
        niche == null
            ? null
            : setAside ? niche.outlierSubjectsWithinChance() : niche.outlierSubjects();
    if (subjects == null) {
      return List.of();
    }
    return subjects.stream()
        .filter(s -> s != null && s.subject() != null)
        .map(
            s ->
                new AnalysisReport.NicheSubject(
                    s.subject(),
                    s.channels(),
                    s.pValue(),
                    s.videosWeighed(),
                    s.channelsWeighed(),
                    s.videos().stream()
                        .map(
                            v ->
                                new AnalysisReport.Evidence(
                                    v.videoId(),
                                    v.title(),
                                    v.views(),
                                    v.equalAgeScore(),
                                    v.channelName()))
                        .toList()))
        .toList();
  }

  /**
   * The niche's peers, read from the result's JSON as written ({@code niche_analysis.peers}): each
   * an object whose name is its {@link #PEER_NAMES title or name}, its link from {@code
   * channel_id}, every other plain value (one level into nested objects) a fact. None when the
   * result names none.
   */
  static List<AnalysisReport.Peer> peers(StrategicInsights insights) {
    if (insights.nicheAnalysis() == null) {
      return List.of();
    }
    JsonNode niche = JsonMappers.SNAKE_CASE.valueToTree(insights.nicheAnalysis());
    List<AnalysisReport.Peer> peers = new ArrayList<>();
    for (JsonNode peer : niche.path("peers")) {
      Map<String, String> fields = new LinkedHashMap<>();
      flatten("", peer, fields);
      String id = firstOf(fields, List.of("channel_id", "channel.channel_id", "id"));
      String name = firstOf(fields, names());
      if (name == null) {
        name = id;
      }
      if (name == null) {
        continue;
      }
      String shownName = name;
      List<String> facts = new ArrayList<>();
      fields.forEach(
          (k, v) -> {
            if (!v.equals(shownName) && !v.equals(id)) {
              facts.add(heading(k.replace('.', '_')) + ": " + v);
            }
          });
      peers.add(
          new AnalysisReport.Peer(
              name, id == null ? null : "https://www.youtube.com/channel/" + id, facts));
    }
    return peers;
  }

  /** The peer's name fields, plain and within a nested {@code channel} object. */
  private static List<String> names() {
    List<String> names = new ArrayList<>(PEER_NAMES);
    PEER_NAMES.forEach(n -> names.add("channel." + n));
    names.add("channel");
    return names;
  }

  private static void flatten(String prefix, JsonNode node, Map<String, String> into) {
    if (node.isObject()) {
      for (var e : node.properties()) {
        JsonNode v = e.getValue();
        if (v.isValueNode() && !v.isNull()) {
          into.put(prefix + e.getKey(), v.asString());
        } else if (v.isObject() && prefix.isEmpty()) {
          flatten(e.getKey() + ".", v, into);
        }
      }
    } else if (node.isValueNode() && !node.isNull() && prefix.isEmpty()) {
      into.put("name", node.asString());
    }
  }

  private static String firstOf(Map<String, String> fields, List<String> keys) {
    return keys.stream()
        .map(fields::get)
        .filter(v -> v != null && !v.isBlank())
        .findFirst()
        .orElse(null);
  }

  /**
   * What a reader should know the analysis could not read or left out: videos without views, the
   * transcripts and comments it could not read, videos it could not compare at equal age, comments
   * in languages it does not read, fewer topics than ten and what the monthly figures rest on.
   */
  static List<String> caveats(AnalysisResult result, StrategicInsights insights) {
    List<String> caveats = new ArrayList<>();
    ResultBasis.DataCoverage c = insights.dataCoverage();
    if (c != null) {
      if (c.videosWithoutViews() > 0) {
        caveats.add(
            count(c.videosWithoutViews(), "listed video")
                + " left out of every statistic (live, upcoming, members- or Premium-only, or"
                + " without a view count)"
                + leftOut(c.videosLeftOut())
                + ".");
      }
      if (c.transcriptsRead() < c.transcriptsRequested()) {
        caveats.add(
            "Transcripts could be read for %d of the %d videos asked for; the script blueprint rests on those."
                .formatted(c.transcriptsRead(), c.transcriptsRequested()));
      }
      if (c.commentVideosRead() < c.commentVideosRequested()) {
        caveats.add(
            "Comments could be read for %d of the %d videos asked for."
                .formatted(c.commentVideosRead(), c.commentVideosRequested()));
      }
      var equalAge = c.equalAge();
      if (equalAge != null && equalAge.tooRecent() + equalAge.withoutAge() > 0) {
        caveats.add(
            "Not compared at equal age: %d too recent, %d without a date."
                .formatted(equalAge.tooRecent(), equalAge.withoutAge()));
      }
      if (c.cadence() != null && c.cadence().monthlyViewsBasis() != null) {
        caveats.add(
            "Monthly views: "
                + c.cadence().monthlyViewsBasis()
                + "; the analysed videos span "
                + c.cadence().spanDays()
                + " days.");
      }
    }
    var sentiment = result.basis() == null ? null : result.basis().sentiment();
    if (sentiment != null && sentiment.commentsNotAnalyzed() > 0) {
      caveats.add(
          count(sentiment.commentsNotAnalyzed(), "comment")
              + " in languages the sentiment method does not read"
              + (sentiment.languagesAnalyzed() == null || sentiment.languagesAnalyzed().isEmpty()
                  ? ""
                  : " (it reads " + String.join(", ", sentiment.languagesAnalyzed()) + ")")
              + " were left out of the audience's sentiment.");
    }
    var topics = insights.suggestedTopics();
    if (topics != null && topics.shortfall() != null && !topics.shortfall().isBlank()) {
      caveats.add(topics.shortfall().strip());
    }
    return caveats;
  }

  private static String leftOut(List<ResultBasis.LeftOut> videos) {
    if (videos == null || videos.isEmpty()) {
      return "";
    }
    List<String> named =
        videos.stream()
            .limit(5)
            .map(
                v -> "“" + (v.title() == null ? v.videoId() : v.title()) + "” (" + v.reason() + ")")
            .toList();
    return ": "
        + String.join(", ", named)
        + (videos.size() > named.size() ? " and " + (videos.size() - named.size()) + " more" : "");
  }

  /** "performance_patterns" → "Performance patterns". */
  static String heading(String key) {
    String words = key.replace('_', ' ').strip();
    return words.isEmpty()
        ? words
        : words.substring(0, 1).toUpperCase(Locale.ENGLISH) + words.substring(1);
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
