package io.vidlens.analysis.section;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.Samples;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.testing.RecordedComments;
import io.vidlens.text.ForeignSentiment;
import io.vidlens.text.Sentiment;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The recorded comment pages (read from ../shared/recordings, never copied) through the audience
 * section: every distinct comment is either read as English or counted as not analysed with its
 * language, the sentiment counts add up, and the viewers' thanks and praise come out positive.
 */
class RecordedCommentsSentimentTest {

  static List<String> recordedComments() throws IOException {
    return RecordedComments.texts();
  }

  @Test
  void recordedCommentsGetSensibleCounts() throws IOException {
    List<String> texts = recordedComments();
    assertThat(texts).hasSizeGreaterThan(30);
    List<CommentText> comments = texts.stream().map(t -> new CommentText(t, 0)).toList();
    Corpus corpus =
        Corpus.of(Samples.channel(1L), List.of()).withComments(Map.of("v", comments), Map.of(), 1);
    var summary = AudienceSection.compute(corpus).sentimentSummary();

    Map<String, Integer> languages = new LinkedHashMap<>();
    texts.forEach(t -> languages.merge(CommentLanguage.of(t).language(), 1, Integer::sum));
    System.out.println("recorded comments: " + texts.size() + ", languages " + languages);
    System.out.println("summary: " + summary);
    assertThat(summary.totalCommentsAnalyzed() + summary.commentsNotAnalyzed())
        .isEqualTo(texts.size());
    assertThat(summary.commentsRead()).isEqualTo(texts.size());
    // The recordings hold an Albanian song's and a French explainer's comments besides English
    // ones: the French ones are read (issue 24), the Albanian ones counted as not analysed.
    assertThat(summary.notAnalyzedLanguages()).containsKey("sqi").doesNotContainKey("fra");
    List<String> french =
        texts.stream().filter(t -> CommentLanguage.of(t).language().equals("fra")).toList();
    assertThat(french).isNotEmpty();
    long frenchPositive =
        french.stream()
            .filter(t -> ForeignSentiment.compound("fra", t, Set.of()) >= Sentiment.POSITIVE)
            .count();
    long frenchNegative =
        french.stream()
            .filter(t -> ForeignSentiment.compound("fra", t, Set.of()) <= Sentiment.NEGATIVE)
            .count();
    System.out.println(
        "French: "
            + french.size()
            + ", positive "
            + frenchPositive
            + ", negative "
            + frenchNegative);
    french.forEach(
        t ->
            System.out.printf(
                "  %+.2f %s%n",
                ForeignSentiment.compound("fra", t, Set.of()),
                t.replaceAll("\\s+", " ").substring(0, Math.min(100, t.length()))));
    assertThat(frenchPositive).isGreaterThan(frenchNegative);
    assertThat(summary.notAnalyzedLanguages()).doesNotContainKey(CommentLanguage.ENGLISH);
    assertThat(summary.totalCommentsAnalyzed()).isGreaterThan(texts.size() / 2);
    assertThat(summary.positiveComments() + summary.negativeComments() + summary.neutralComments())
        .isEqualTo(summary.totalCommentsAnalyzed());
    assertThat(summary.positiveComments()).isGreaterThan(2 * summary.negativeComments());
  }
}
