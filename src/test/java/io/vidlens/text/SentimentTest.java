package io.vidlens.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * VADER's rules over its full lexicon: the example sentences of the vaderSentiment README with
 * their published compound scores, then the comment slang, negations, capitals and emoji Vidlens
 * reads.
 */
class SentimentTest {

  @Test
  void theFullLexiconIsLoaded() {
    assertThat(VaderLexicon.size()).as("VADER's 7,517 lines, less duplicates").isGreaterThan(7_400);
    assertThat(VaderLexicon.valence("uncompelling")).isEqualTo(-0.9);
    assertThat(VaderLexicon.valence(":d")).isEqualTo(2.3);
  }

  /** The README's examples and the scores it prints (rounded there to four places). */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "VADER is smart, handsome, and funny.|0.8316",
        "VADER is smart, handsome, and funny!|0.8439",
        "VADER is very smart, handsome, and funny.|0.8545",
        "VADER is VERY SMART, handsome, and FUNNY.|0.9227",
        "VADER is VERY SMART, handsome, and FUNNY!!!|0.9342",
        "VADER is VERY SMART, uber handsome, and FRIGGIN FUNNY!!!|0.9469",
        "VADER is not smart, handsome, nor funny.|-0.7424",
        "The book was good.|0.4404",
        "At least it isn't a horrible book.|0.431",
        "The book was only kind of good.|0.3832",
        "The plot was good, but the characters are uncompelling and the dialog is not great.|-0.7042",
        "Today SUX!|-0.5461",
        "Today only kinda sux! But I'll get by, lol|0.5249",
        "Make sure you :) or :D today!|0.8633",
        "Not bad at all|0.431",
        "Sentiment analysis has never been good.|-0.3412",
        "Sentiment analysis has never been this good!|0.5672",
        "Most automated sentiment analysis tools are shit.|-0.5574",
        "With VADER, sentiment analysis is the shit!|0.6476",
        "Other sentiment analysis tools can be quite bad.|-0.5849",
        "On the other hand, VADER is quite bad ass|0.802",
        "Roger Dodger is one of the most compelling variations on this theme.|0.2944",
        "Roger Dodger is one of the least compelling variations on this theme.|-0.1695",
        "Roger Dodger is at least compelling as a variation on the theme.|0.2263",
      })
  void readmeExamplesScoreAsPublished(String sentence, double published) {
    assertThat(Sentiment.compound(sentence)).isCloseTo(published, within(0.01));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "this song is a banger",
        "this is fire",
        "it's fire 🔥",
        "goated channel",
        "this beat slaps",
        "W video",
        "absolute banger, no skips",
      })
  void commentSlangReadsAsPraise(String comment) {
    assertThat(Sentiment.compound(comment)).isGreaterThan(0.3);
  }

  @Test
  void slangNeedsItsContext() {
    assertThat(Sentiment.compound("L take")).isLessThan(Sentiment.NEGATIVE);
    assertThat(Sentiment.compound("the house was on fire")).as("fire the disaster").isNegative();
    assertThat(Sentiment.compound("w the sound on")).as("a lower-case w is not a win").isZero();
  }

  @Test
  void negationsFlipAndNeverSoAmplifies() {
    assertThat(Sentiment.compound("This video is good")).isPositive();
    assertThat(Sentiment.compound("This video isn't good")).isNegative();
    assertThat(Sentiment.compound("This video is not good")).isNegative();
    assertThat(Sentiment.compound("I was never bored")).isPositive();
    assertThat(Sentiment.compound("a video without any good parts")).isNegative();
    assertThat(Sentiment.compound("I have never seen so good an explanation"))
        .isGreaterThan(Sentiment.compound("I have seen so good an explanation"));
    assertThat(Sentiment.compound("no good")).isNegative();
  }

  @Test
  void capitalsEmphasiseOnlyInMixedCaseText() {
    double plain = Sentiment.compound("this video is great");
    assertThat(Sentiment.compound("this video is GREAT")).isGreaterThan(plain);
    assertThat(Sentiment.compound("THIS VIDEO IS GREAT")).isCloseTo(plain, within(1e-9));
  }

  @Test
  void butShiftsTheWeightToWhatFollows() {
    assertThat(Sentiment.compound("The animation is great but the facts are wrong")).isNegative();
    assertThat(Sentiment.compound("The facts are wrong but the animation is great")).isPositive();
  }

  @Test
  void punctuationAmplifies() {
    double plain = Sentiment.compound("great video");
    assertThat(Sentiment.compound("great video!!")).isGreaterThan(plain);
    assertThat(Sentiment.compound("great video!!!!!!!!"))
        .as("at most four exclamation marks count")
        .isCloseTo(Sentiment.compound("great video!!!!"), within(1e-9));
    assertThat(Sentiment.compound("great video??")).isGreaterThan(plain);
  }

  @Test
  void emojiReadThroughTheirNamesOrTheirValences() {
    assertThat(Sentiment.compound("😂😂")).as("face with tears of joy").isPositive();
    assertThat(Sentiment.compound("❤️")).as("a heart with its variation selector").isPositive();
    assertThat(Sentiment.compound("💖💖💖")).as("any heart but the broken one").isPositive();
    assertThat(Sentiment.compound("👍🏽")).as("a skin tone changes nothing").isPositive();
    assertThat(Sentiment.compound("😢")).as("crying face").isNegative();
    assertThat(Sentiment.compound("👎")).isNegative();
    assertThat(Sentiment.compound("great video😍"))
        .isGreaterThan(Sentiment.compound("great video"));
  }

  @Test
  void thresholdsAreVadersRecommended() {
    assertThat(Sentiment.POSITIVE).isEqualTo(0.05);
    assertThat(Sentiment.NEGATIVE).isEqualTo(-0.05);
    assertThat(Sentiment.compound("This is a video about rocks")).isZero();
    double sum = 3.2; // "love"
    assertThat(Sentiment.compound("love")).isCloseTo(sum / Math.sqrt(sum * sum + 15), within(1e-9));
  }
}
