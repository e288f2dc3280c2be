package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TextLanguagesTest {

  private final TextLanguages languages = new TextLanguages(Priors.defaults());

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "eng|How I paid off my student loans in two years",
        "eng|Great video, thanks for explaining it so clearly",
        "spa|Cómo ahorrar dinero cada mes sin sufrir",
        "spa|Muchas gracias por el video, me ayudó muchísimo",
        "deu|Wie ich mein Geld in ETFs anlege und warum",
        "hin|मैंने अपना पहला वीडियो कैसे बनाया",
        "por|Como fazer pão caseiro fácil e rápido",
        "jpn|今日は東京で美味しいラーメンを食べました",
        "fra|Comment je prépare le bœuf bourguignon",
        "ita|I migliori consigli per viaggiare in Italia",
        "kor|오늘은 서울에서 맛있는 음식을 먹었어요",
        "rus|Обзор нового телефона: стоит ли покупать",
        "vie|Xin chào các bạn, hôm nay chúng ta sẽ học",
        "tur|Evde kolay ekmek nasıl yapılır"
      })
  void detectsTheLanguageOfShortTexts(String expected, String text) {
    assertThat(languages.detect(text)).contains(expected);
  }

  @Test
  void tooShortOrLetterlessTextsAreSkipped() {
    assertThat(languages.detect("")).isEmpty();
    assertThat(languages.detect(null)).isEmpty();
    assertThat(languages.detect("Wow!!")).isEmpty();
    assertThat(languages.detect("12345 67890 🔥🔥🔥")).isEmpty();
    assertThat(
            languages.detect("https://example.com/a-very-long-link-with-words @somebody #hashtag"))
        .isEmpty();
  }

  @Test
  void cleaningDropsLinksHandlesTagsAndSymbols() {
    assertThat(TextLanguages.clean("Watch https://x.y/z now @me #tag 100% 🔥"))
        .isEqualTo("Watch now");
    assertThat(TextLanguages.letters("今日は")).isEqualTo(6);
  }

  @Test
  void theMixWeighsCommentsTitlesAndDescriptionsAndSumsToOne() {
    Map<String, Double> mix =
        languages.mix(
            Channels.SPANISH_TITLES,
            List.of("Un canal sobre la vida diaria y los viajes por el mundo"),
            Channels.ENGLISH_COMMENTS);
    assertThat(mix.values().stream().mapToDouble(Double::doubleValue).sum())
        .isCloseTo(1.0, offset(1e-9));
    assertThat(mix.get("eng")).isCloseTo(0.5, offset(1e-9)); // comments weigh 0.5
    assertThat(mix.get("spa")).isCloseTo(0.5, offset(1e-9)); // titles 0.3 + descriptions 0.2
  }

  @Test
  void sourcesWithoutDetectableTextDropOutOfTheWeights() {
    Map<String, Double> mix =
        languages.mix(Channels.HINDI_TITLES, List.of(""), List.of("🔥🔥", "first"));
    assertThat(mix).containsOnlyKeys("hin");
    assertThat(mix.get("hin")).isCloseTo(1.0, offset(1e-9));
    assertThat(languages.mix(List.of(), List.of(), List.of())).isEmpty();
  }

  @Test
  void theMixIsDeterministic() {
    Map<String, Double> a =
        languages.mix(Channels.ENGLISH_TECH_TITLES, List.of(), Channels.SPANISH_COMMENTS);
    Map<String, Double> b =
        languages.mix(Channels.ENGLISH_TECH_TITLES, List.of(), Channels.SPANISH_COMMENTS);
    assertThat(a).isEqualTo(b);
    assertThat(List.copyOf(a.keySet())).isEqualTo(List.copyOf(b.keySet()));
  }
}
