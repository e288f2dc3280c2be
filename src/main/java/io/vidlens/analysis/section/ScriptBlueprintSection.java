package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ScriptBlueprint;
import io.vidlens.analysis.result.AnalysisResult.ScriptStage;
import io.vidlens.analysis.result.AnalysisResult.StageExample;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code script_blueprint}: five stages (hook, setup, main content, climax / payoff, call to action
 * / outro). Each top performer's transcript is cut at the stage boundaries of {@link
 * TranscriptShapes#boundaries}; a stage's recommended length is the median of its lengths over
 * those transcripts, and its examples are the stage's text in the two best of them at equal age.
 * Without any transcript the lengths come from the top performers' durations and fixed fractions,
 * and {@code based_on} says so.
 */
@Section(name = "script_blueprint", order = 60)
public final class ScriptBlueprintSection implements AnalysisSection<ScriptBlueprint> {

  static final String[] STAGES = {
    "Hook", "Setup", "Main content", "Climax / payoff", "Call to action / outro"
  };
  static final String[] PURPOSES = {
    "Stop the scroll: give the viewer a reason to keep watching in the first seconds.",
    "Frame the question or promise and the context the viewer needs.",
    "Deliver the substance: the explanation, list, story or steps.",
    "Pay off the promise: the answer, the reveal or the strongest point.",
    "Close: summary, thanks, sponsor or subscription ask, the next video."
  };

  @Override
  public ScriptBlueprint compute(SectionInput input) {
    return compute(input.regular());
  }

  public static ScriptBlueprint compute(Corpus corpus) {
    List<VideoSample> top = corpus.topPerformers();
    List<VideoSample> withTranscript = new ArrayList<>();
    List<TranscriptShapes.Boundaries> cuts = new ArrayList<>();
    for (VideoSample v : top) {
      List<Cue> cues = corpus.transcripts().get(v.videoId());
      if (cues != null && !cues.isEmpty()) {
        withTranscript.add(v);
        cuts.add(TranscriptShapes.boundaries(cues));
      }
    }
    boolean measured = !cuts.isEmpty();
    String basedOn;
    if (measured) {
      basedOn =
          String.format(
              Locale.ROOT,
              "Transcripts of %d of the %d top performing videos (the best fifth at equal age of %d analysed).",
              cuts.size(),
              top.size(),
              corpus.videos().size());
    } else {
      for (VideoSample v : top) {
        if (v.durationSeconds() != null) {
          cuts.add(TranscriptShapes.fromLength(v.durationSeconds()));
        }
      }
      basedOn =
          String.format(
              Locale.ROOT,
              "Durations of %d top performing videos with fixed stage fractions: no transcript could be read.",
              cuts.size());
    }
    List<ScriptStage> stages = new ArrayList<>();
    for (int s = 0; s < STAGES.length; s++) {
      int stage = s;
      double median = Stats.median(cuts.stream().map(b -> b.lengths()[stage]).toList());
      List<StageExample> examples = new ArrayList<>();
      if (measured) {
        for (int i = 0; i < Math.min(2, withTranscript.size()); i++) {
          VideoSample v = withTranscript.get(i);
          TranscriptShapes.Boundaries b = cuts.get(i);
          examples.add(
              new StageExample(
                  v.videoId(),
                  v.title(),
                  v.views(),
                  Stats.round(b.starts()[stage], 1),
                  Stats.round(b.ends()[stage], 1),
                  TranscriptShapes.excerpt(
                      corpus.transcripts().get(v.videoId()),
                      b.starts()[stage],
                      b.ends()[stage],
                      240)));
        }
      }
      stages.add(
          new ScriptStage(
              STAGES[s],
              PURPOSES[s],
              (int) Math.round(median),
              formula(stage, median, corpus, cuts.size(), measured),
              examples));
    }
    return new ScriptBlueprint(basedOn, stages);
  }

  private static String formula(
      int stage, double seconds, Corpus corpus, int videos, boolean measured) {
    String length =
        String.format(
            Locale.ROOT,
            "about %d s (median of %d %s)",
            Math.round(seconds),
            videos,
            measured ? "transcripts" : "durations");
    return switch (stage) {
      case 0 -> {
        java.util.Map<String, Integer> hooks = new java.util.LinkedHashMap<>();
        corpus
            .topPerformers()
            .forEach(
                v -> {
                  List<Cue> cues = corpus.transcripts().get(v.videoId());
                  hooks.merge(
                      cues == null || cues.isEmpty()
                          ? TranscriptShapes.hookOf(v.title())
                          : TranscriptShapes.hookType(cues),
                      1,
                      Integer::sum);
                });
        String hook = PerformanceSection.mostCommon(hooks);
        yield "Open with a "
            + hook.toLowerCase(Locale.ROOT)
            + " hook ("
            + hooks.getOrDefault(hook, 0)
            + " of "
            + corpus.topPerformers().size()
            + " top performers) and move on within "
            + length
            + ".";
      }
      case 1 -> "State the question or promise and its context in " + length + ".";
      case 2 ->
          "Spend the bulk of the video here, "
              + length
              + ", in the channel's winning narrative arc.";
      case 3 -> "Save the answer or strongest point for the end: " + length + " before the outro.";
      default -> "Keep the outro short, " + length + ": one ask, then point to the next video.";
    };
  }
}
