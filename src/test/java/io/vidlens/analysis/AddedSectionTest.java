package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Progress;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult;
import io.vidlens.analysis.section.AnalysisSection;
import io.vidlens.analysis.section.Section;
import io.vidlens.analysis.section.SectionInput;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.json.JsonMappers;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A section added as one class and its record reaches the result under its name, after the
 * contract's fields, without touching the assembly; the existing fields are written as before, and
 * a stored result with it reads back to the same JSON.
 */
class AddedSectionTest {

  /** A section the application does not have: the share of the videos over an hour. */
  @Section(name = "long_form_share", order = 75)
  static final class LongFormShare implements AnalysisSection<LongFormShare.Share> {
    record Share(int longVideos, double shareOfVideos) {}

    @Override
    public Share compute(SectionInput input) {
      List<VideoSample> videos = input.corpus().videos();
      int longOnes =
          (int)
              videos.stream()
                  .filter(v -> v.durationSeconds() != null && v.durationSeconds() >= 3600)
                  .count();
      return new Share(longOnes, videos.isEmpty() ? 0 : (double) longOnes / videos.size());
    }
  }

  private static final TextEmbedder FLAT =
      new TextEmbedder() {
        @Override
        public int dimension() {
          return 4;
        }

        @Override
        public float[] embed(String text) {
          return text.isBlank() ? new float[4] : new float[] {1, 0, 0, 0};
        }

        @Override
        public List<float[]> embedAll(List<String> texts) {
          return texts.stream().map(this::embed).toList();
        }
      };

  private static Corpus corpus() {
    List<VideoSample> videos =
        IntStream.range(0, 12)
            .mapToObj(
                i ->
                    Samples.video(
                        "vid" + String.format("%08d", i),
                        "Episode " + i + " of a long walk",
                        10_000L + i * 1_000,
                        i % 3 == 0 ? 4_000 : 900,
                        10 + i * 7))
            .toList();
    return Corpus.of(Samples.channel(50_000L), videos);
  }

  private static AnalysisResult run(List<AnalysisSection<?>> sections) {
    return new AnalysisSections(sections)
        .analyse("job", corpus(), Samples.NOW, Progress.NONE, (s, ms) -> {}, 75, 98);
  }

  @Test
  void anAddedSectionsResultIsWrittenUnderItsNameAfterTheFixedFields() {
    List<AnalysisSection<?>> sections = new ArrayList<>(SectionsRun.sections(FLAT));
    sections.add(new LongFormShare());
    JsonNode insights = JsonMappers.SNAKE_CASE.valueToTree(run(sections)).get("strategic_insights");
    List<String> names = new ArrayList<>(insights.propertyNames());
    assertThat(names).last().isEqualTo("long_form_share");
    assertThat(names.indexOf("long_form_share")).isGreaterThan(names.indexOf("niche_analysis"));
    assertThat(insights.get("long_form_share").get("long_videos").asInt()).isEqualTo(4);
    assertThat(insights.get("long_form_share").get("share_of_videos").asDouble())
        .isEqualTo(4 / 12.0);
  }

  @Test
  void theFixedFieldsAreWrittenAsWithoutTheAddedSection() {
    String without = JsonMappers.SNAKE_CASE.writeValueAsString(run(SectionsRun.sections(FLAT)));
    List<AnalysisSection<?>> sections = new ArrayList<>(SectionsRun.sections(FLAT));
    sections.add(0, new LongFormShare()); // the plan's order, not the list's, decides the run
    JsonNode with = JsonMappers.SNAKE_CASE.valueToTree(run(sections));
    ((tools.jackson.databind.node.ObjectNode) with.get("strategic_insights"))
        .remove("long_form_share");
    assertThat(JsonMappers.SNAKE_CASE.writeValueAsString(with)).isEqualTo(without);
  }

  @Test
  void aStoredResultWithAnAddedSectionReadsBackToTheSameJson() {
    List<AnalysisSection<?>> sections = new ArrayList<>(SectionsRun.sections(FLAT));
    sections.add(new LongFormShare());
    String written = JsonMappers.SNAKE_CASE.writeValueAsString(run(sections));
    AnalysisResult read = StoredResults.read(written).orElseThrow();
    assertThat(read.strategicInsights().addedSections()).containsKey("long_form_share");
    assertThat(JsonMappers.SNAKE_CASE.writeValueAsString(read)).isEqualTo(written);
  }
}
