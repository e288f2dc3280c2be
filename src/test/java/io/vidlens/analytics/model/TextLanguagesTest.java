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

  // ---- majority of texts (issue 17, point 2) ----

  static final List<String> TWENTY_ENGLISH_TITLES =
      List.of(
          "How I paid off my student loans in two years",
          "Why hurricanes are getting stronger every year",
          "The best laptop for programmers this year",
          "I tested every new phone so you don't have to",
          "What happens inside a black hole",
          "The surprising history of the humble potato",
          "Ten things I wish I knew before moving abroad",
          "How to cook the perfect steak at home",
          "Why do cats always land on their feet",
          "Building a tiny house from scratch in a month",
          "The real reason airplanes fly so high",
          "A beginner's guide to growing your own vegetables",
          "What the ocean floor really looks like",
          "How the internet actually works under the sea",
          "Everything you need to know about sleep",
          "The strange science of why we dream",
          "How ancient people kept their food fresh",
          "Why is the sky blue and sunsets red",
          "I spent a week living like a medieval peasant",
          "How bridges are built over deep rivers");

  @Test
  void oneRomanianLookingTitleAmongTwentyEnglishOnesDoesNotMoveTheChannel() {
    List<String> titles = new java.util.ArrayList<>(TWENTY_ENGLISH_TITLES);
    titles.add("Ce este mai bun pentru tine acum");
    assertThat(languages.detect(titles.getLast())).contains("ron"); // the detector is misled...
    TextLanguages.Decision d = languages.decide(titles, List.of(), List.of(), List.of());
    assertThat(d.main()).isEqualTo("eng"); // ...but one vote is noise, not an audience
    assertThat(d.mix()).containsOnlyKeys("eng");
    assertThat(d.how()).contains("of 21 titles, descriptions and caption tracks");
    assertThat(d.how()).contains("too few to count: 1 ron");
  }

  @Test
  void aMostlyGermanChannelIsGerman() {
    List<String> titles =
        List.of(
            "Wie ich mein Geld in ETFs anlege und warum",
            "Warum die Bahn immer zu spät kommt",
            "Der beste Kuchen meiner Oma aus dem Schwarzwald",
            "So funktioniert eine Wärmepumpe im Altbau",
            "Mein erster Marathon in Berlin war ein Abenteuer",
            "Was kostet ein Leben in München wirklich",
            "Die Geschichte der deutschen Autobahn erklärt",
            "Ich habe eine Woche ohne Handy gelebt",
            "How to say hello in German like a native",
            "Unboxing the new iPhone with my friends");
    TextLanguages.Decision d =
        languages.decide(
            titles, List.of("Ein Kanal über den Alltag in Deutschland"), List.of("de"), List.of());
    assertThat(d.main()).isEqualTo("deu");
    assertThat(d.mix().get("deu")).isGreaterThan(0.7);
    assertThat(d.how()).contains("deu of 12 titles, descriptions and caption tracks");
  }

  @Test
  void captionTracksVoteWithTheirLanguageCode() {
    TextLanguages.Decision d =
        languages.decide(List.of(), List.of(), List.of("es", "es", "pt-BR"), List.of());
    assertThat(d.main()).isEqualTo("spa");
    assertThat(d.mix()).containsOnlyKeys("spa"); // one Portuguese track of three: too few
    assertThat(TextLanguages.iso3("en")).contains("eng");
    assertThat(TextLanguages.iso3("")).isEmpty();
  }

  @Test
  void aBilingualChannelKeepsBothLanguages() {
    List<String> titles = new java.util.ArrayList<>(TWENTY_ENGLISH_TITLES.subList(0, 6));
    titles.addAll(Channels.SPANISH_TITLES);
    Map<String, Double> mix = languages.decide(titles, List.of(), List.of(), List.of()).mix();
    assertThat(mix).containsKeys("eng", "spa");
  }
}
