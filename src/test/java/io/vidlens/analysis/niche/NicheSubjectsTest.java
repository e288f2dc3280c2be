package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The subjects the platform's search is asked for: recurring word pairs first, then words. */
class NicheSubjectsTest {

  @Test
  void recurringPairsComeFirstThenWordsTheyDoNotCover() {
    List<String> titles =
        List.of(
            "What is inside a Black Hole?",
            "Falling into a black hole",
            "Black hole vs neutron star",
            "How a neutron star dies",
            "Why volcanoes erupt",
            "The moon, explained");

    assertThat(NicheSubjects.of(titles, 3)).containsExactly("black hole", "neutron star");
  }

  @Test
  void aChannelWhoseWordsNeverRecurHasNoSubject() {
    assertThat(NicheSubjects.of(List.of("Pasta tonight", "Volcanoes erupt"), 3)).isEmpty();
    assertThat(NicheSubjects.of(List.of(), 3)).isEmpty();
  }
}
