package io.vidlens.embeddings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LanguageDetectorTest {

  @Test
  void ranksTheTextsLanguageFirstWithTheHighestConfidence() {
    List<LanguageDetector.Candidate> english =
        LanguageDetector.ranked("Why black holes are the strangest objects in the universe");
    List<LanguageDetector.Candidate> german =
        LanguageDetector.ranked("Warum schwarze Löcher die seltsamsten Objekte im Universum sind");

    assertThat(english.getFirst().language()).isEqualTo("eng");
    assertThat(german.getFirst().language()).isEqualTo("deu");
    assertThat(english)
        .hasSizeGreaterThan(100) // the model's 103 languages, each with its confidence
        .isSortedAccordingTo((a, b) -> Double.compare(b.confidence(), a.confidence()));
  }

  @Test
  void aTextAskedAgainIsAnsweredFromTheFirstAnswer() {
    String text = "Pourquoi les trous noirs sont les objets les plus étranges de l'univers";
    List<LanguageDetector.Candidate> first = LanguageDetector.ranked(text);

    assertThat(LanguageDetector.ranked(new String(text))).isSameAs(first);
    assertThat(first.getFirst().language()).isEqualTo("fra");
    assertThat(first).isUnmodifiable();
  }
}
