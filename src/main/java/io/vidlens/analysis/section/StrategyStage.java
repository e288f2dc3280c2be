package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.AnalysisProperties;
import io.vidlens.analysis.corpus.EqualAgeScores;
import io.vidlens.analysis.ideas.Findings;
import io.vidlens.analysis.ideas.StrategyComposer;
import io.vidlens.analysis.ideas.TopicSuggestions;
import io.vidlens.analysis.result.AnalysisResult.AiStrategicAnalysis;
import io.vidlens.analysis.result.AnalysisResult.Narrative;
import io.vidlens.analysis.result.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.result.AnalysisResult.SuggestedTopics;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.json.JsonMappers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * {@code ai_strategic_analysis} and {@code suggested_topics}: composed from the findings ({@link
 * StrategyComposer}); rewritten by the configured language model when there is one and its answer
 * is usable. {@code source} and the result's {@code basis.narrative} say which, and why a
 * configured model's text was not used.
 */
@Component
public class StrategyStage {

  /** The two sections and what wrote them (for the result's {@code basis.narrative}). */
  public record Strategy(
      AiStrategicAnalysis analysis, SuggestedTopics topics, Narrative narrative) {}

  private final Optional<LanguageModel> model;

  @Autowired
  StrategyStage(AnalysisProperties properties) {
    AnalysisProperties.Llm llm = properties.llm();
    this.model =
        llm.configured()
            ? Optional.of(
                new LanguageModel(llm.baseUrl(), llm.model(), llm.apiKey(), llm.timeout()))
            : Optional.empty();
  }

  public StrategyStage(Optional<LanguageModel> model) {
    this.model = model;
  }

  public Strategy compute(Findings findings) {
    StrategicRecommendations composed = StrategyComposer.recommendations(findings);
    List<Topic> topics = withScores(StrategyComposer.topics(findings), findings);
    String fallback = null;
    if (model.isPresent()) {
      LanguageModel.Attempt attempt = model.get().write(findingsJson(findings), composed, topics);
      if (attempt.written().isPresent()) {
        LanguageModel.Written written = attempt.written().get();
        return new Strategy(
            new AiStrategicAnalysis(
                written.recommendations(), "language model " + model.get().model()),
            // rewritten, the ideas rest on the same evidence: a shortfall still holds
            new SuggestedTopics(
                written.topics(),
                written.topics().size(),
                TopicSuggestions.shortfall(findings, written.topics().size())),
            new Narrative(Narrative.LANGUAGE_MODEL, model.get().model(), null));
      }
      fallback = attempt.failure() + "; the text composed from the measured findings stands";
    }
    return new Strategy(
        new AiStrategicAnalysis(composed, "composed from measured findings"),
        new SuggestedTopics(
            topics, topics.size(), TopicSuggestions.shortfall(findings, topics.size())),
        new Narrative(Narrative.DETERMINISTIC, null, fallback));
  }

  /** Each topic's evidence with its equal-age ratio, as the recommendations' evidence has. */
  static List<Topic> withScores(List<Topic> topics, Findings findings) {
    EqualAgeScores scores = findings.corpus().equalAge();
    return topics.stream()
        .map(
            t ->
                new Topic(
                    t.title(),
                    t.description(),
                    t.evidence().stream().map(e -> e.scored(scores)).toList()))
        .toList();
  }

  /** The measured sections, without the video lists, as the model's input. */
  static String findingsJson(Findings f) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("channel", f.channelData());
    m.put(
        "content_buckets",
        f.content().contentBuckets().stream()
            .map(
                b ->
                    Map.of(
                        "name",
                        b.bucketName(),
                        "terms",
                        b.topTerms(),
                        "videos",
                        b.videoCount(),
                        "median_views",
                        b.medianViews()))
            .toList());
    m.put(
        "title_formats",
        f.formats().formatGroups().stream()
            .map(
                g ->
                    Map.of(
                        "format",
                        g.formatName(),
                        "videos",
                        g.videoCount(),
                        "median_views",
                        g.medianViews()))
            .toList());
    m.put("top_performing_format", f.formats().topPerformingFormat());
    m.put("audience", f.audience());
    m.put(
        "performance",
        Map.of(
            "metrics",
            f.performance().metrics(),
            "comparison",
            f.performance().comparisonInsights(),
            "hook",
            f.performance().topPerformingVideos().mostCommonHookType(),
            "arc",
            f.performance().topPerformingVideos().mostCommonNarrativeArc()));
    m.put(
        "script_stages",
        f.blueprint().recommendedStages().stream()
            .map(s -> Map.of("stage", s.stage(), "seconds", s.recommendedLengthSeconds()))
            .toList());
    m.put("niche", f.niche());
    m.put(
        "viewer_requests",
        StrategyComposer.requests(f.corpus()).stream()
            .map(StrategyComposer.Request::topic)
            .limit(10)
            .toList());
    return JsonMappers.SNAKE_CASE.writeValueAsString(m);
  }
}
