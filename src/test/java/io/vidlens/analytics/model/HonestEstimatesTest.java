package io.vidlens.analytics.model;

import static io.vidlens.analytics.model.Channels.TODAY;
import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 24 point 6: ranges widen as evidence thins, age restriction shapes the age split, geography
 * follows the channel's country and its viewers' languages, and the RPM follows the countries.
 */
class HonestEstimatesTest {

  private static final ChannelEstimates ESTIMATES = ChannelEstimates.standard();

  private static final List<String> ENGLISH_NEWS_TITLES =
      List.of(
          "Prime Minister addresses the nation on the new budget",
          "Supreme Court hearing on the election petition adjourned",
          "Heavy rain floods streets across the city tonight",
          "Cricket board announces the squad for the home series",
          "Fuel prices rise again from Monday, ministry says",
          "Opposition leaders hold a press conference in the capital");

  private static final List<String> URDU_COMMENTS =
      List.of(
          "یہ خبر بہت اہم ہے، شکریہ آپ کا",
          "حکومت کو اس مسئلے پر فوری توجہ دینی چاہیے",
          "بارش نے پورے شہر کو ڈبو دیا ہے، بہت برا حال ہے",
          "اللہ ہمارے ملک کی حفاظت کرے",
          "بہت اچھی رپورٹنگ، اسی طرح سچ دکھاتے رہیں");

  private static final List<String> GERMAN_COMMENTS =
      List.of(
          "Das ist wirklich ein sehr gutes Video, vielen Dank dafür!",
          "Ich habe das Spiel gestern auch gespielt und es hat mir gefallen",
          "Endlich erklärt es mal jemand so, dass man es versteht",
          "Wann kommt der nächste Teil? Ich kann es kaum erwarten",
          "Die Grafik sieht in diesem Update viel besser aus als vorher");

  private static final List<String> FRENCH_COMMENTS =
      List.of(
          "Merci beaucoup pour cette vidéo, c'est vraiment très intéressant",
          "Je ne savais pas du tout que c'était possible, bravo à toi",
          "Vivement la prochaine vidéo, tu fais un travail incroyable",
          "J'adore la façon dont tu expliques les choses, continue comme ça",
          "C'est la meilleure chaîne sur ce sujet que je connaisse");

  private static Estimate.Range range(ChannelEstimate e, String field) {
    return e.estimate().ranges().get(field);
  }

  private static BigDecimal width(Estimate.Range r) {
    return r.high().subtract(r.low());
  }

  private static ChannelSignals newsChannel(String country, List<String> comments) {
    return Channels.channel(
        country,
        500_000,
        Channels.uploads(10, 2, 50_000, "News & Politics", 700, false, ENGLISH_NEWS_TITLES),
        comments);
  }

  @Test
  void aPriorOnlyShareIsAWideRangeNeverAPoint() {
    ChannelEstimate nothing =
        ESTIMATES.estimate(
            new ChannelSignals(
                "UC_empty",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                List.of(),
                ChannelStanding.UNKNOWN,
                null),
            TODAY);
    Estimate.Range male = range(nothing, "demographics.gender.male");
    // The platform-wide 54% male, known for the platform, not for this channel.
    assertThat(male.low()).isLessThan(new BigDecimal("40"));
    assertThat(male.high()).isGreaterThan(new BigDecimal("65"));
    for (String group : nothing.demographics().age().keySet()) {
      assertThat(width(range(nothing, "demographics.age." + group)))
          .as(group)
          .isGreaterThan(new BigDecimal("5"));
    }
    nothing
        .demographics()
        .viewershipCountry()
        .forEach(
            (country, value) ->
                assertThat(width(range(nothing, "demographics.viewership_country." + country)))
                    .as(country)
                    .isPositive());
  }

  @Test
  void rangesNarrowAsEvidenceGrows() {
    ChannelEstimate bare =
        ESTIMATES.estimate(
            Channels.channel(
                "",
                100_000,
                Channels.uploads(6, 5, 100_000, "", 900, false, List.of("", "", "")),
                List.of()),
            TODAY);
    ChannelEstimate read =
        ESTIMATES.estimate(
            Channels.channel(
                "Germany",
                100_000,
                Channels.uploads(
                    6,
                    5,
                    100_000,
                    "Gaming",
                    900,
                    false,
                    List.of(
                        "Wir spielen das neue Update und bauen die größte Stadt",
                        "Die besten Tipps für Anfänger im neuen Spiel",
                        "So überlebt man die erste Nacht ohne Waffen")),
                GERMAN_COMMENTS),
            TODAY);
    // Gender: the category read from the uploads narrows the range (still holding the prior).
    assertThat(width(range(read, "demographics.gender.female")))
        .isLessThan(width(range(bare, "demographics.gender.female")));
    // The largest country: narrower with a named country and German texts than with nothing.
    String top = read.demographics().viewershipCountry().keySet().iterator().next();
    assertThat(top).isEqualTo("Germany");
    String bareTop = bare.demographics().viewershipCountry().keySet().iterator().next();
    BigDecimal readRelative =
        width(range(read, "demographics.viewership_country." + top))
            .divide(read.demographics().viewershipCountry().get(top), 4, 0);
    BigDecimal bareRelative =
        width(range(bare, "demographics.viewership_country." + bareTop))
            .divide(bare.demographics().viewershipCountry().get(bareTop), 4, 0);
    assertThat(readRelative).isLessThan(bareRelative);
  }

  @Test
  void anAgeRestrictedChannelHasNoViewersUnderEighteen() {
    List<VideoSample> v =
        Channels.uploads(8, 5, 40_000, "Entertainment", 900, false, Channels.ENGLISH_GAMING_TITLES);
    ChannelSignals gate =
        new ChannelSignals(
            "UC_gate",
            "US",
            100_000L,
            null,
            null,
            "",
            v,
            List.of(),
            List.of(),
            List.of(),
            new ChannelStanding(true, false, ""),
            null);
    ChannelSignals open = Channels.channel("US", 100_000, v, List.of());
    ChannelEstimate restricted = ESTIMATES.estimate(gate, TODAY);
    ChannelEstimate plain = ESTIMATES.estimate(open, TODAY);
    assertThat(plain.demographics().age().get("13_17_years")).isPositive();
    assertThat(restricted.demographics().age().get("13_17_years")).isEqualByComparingTo("0");
    assertThat(range(restricted, "demographics.age.13_17_years"))
        .isEqualTo(new Estimate.Range(new BigDecimal("0"), new BigDecimal("0")));
    // The adults keep their proportions and take the teens' share.
    assertThat(restricted.demographics().age().get("18_24_years"))
        .isGreaterThan(plain.demographics().age().get("18_24_years"));
    assertThat(
            restricted.demographics().age().values().stream()
                .reduce(BigDecimal.ZERO, BigDecimal::add))
        .isEqualByComparingTo("100");
  }

  @Test
  void aPakistaniChannelWithEnglishTitlesIsWatchedInPakistanFirst() {
    ChannelEstimate pk = ESTIMATES.estimate(newsChannel("PK", Channels.ENGLISH_COMMENTS), TODAY);
    Map<String, BigDecimal> countries = pk.demographics().viewershipCountry();
    assertThat(countries.keySet().iterator().next()).isEqualTo("Pakistan");
    assertThat(countries.get("Pakistan")).isGreaterThan(new BigDecimal("40"));
    assertThat(countries.get("United States")).isLessThan(new BigDecimal("30"));
    // The money follows the audience: far below the same channel in the US.
    ChannelEstimate us = ESTIMATES.estimate(newsChannel("US", Channels.ENGLISH_COMMENTS), TODAY);
    assertThat(pk.basis().countryFactor()).isLessThan(us.basis().countryFactor() * 0.7);
    assertThat(pk.revenue().monthRevenue()).isLessThan(us.revenue().monthRevenue());
  }

  @Test
  void urduCommentsMoveTheAudienceFurtherHome() {
    ChannelEstimate english =
        ESTIMATES.estimate(newsChannel("PK", Channels.ENGLISH_COMMENTS), TODAY);
    ChannelEstimate urdu = ESTIMATES.estimate(newsChannel("PK", URDU_COMMENTS), TODAY);
    assertThat(urdu.basis().languages()).containsKey("urd");
    assertThat(urdu.demographics().viewershipCountry().get("Pakistan"))
        .isGreaterThan(english.demographics().viewershipCountry().get("Pakistan"));
    assertThat(urdu.basis().countryFactor()).isLessThan(english.basis().countryFactor());
  }

  @Test
  void aGermanChannelWritingInEnglishStillWritesForTheWorld() {
    // Kurzgesagt's case: a channel in Germany whose texts and viewers are English.
    ChannelEstimate e =
        ESTIMATES.estimate(
            Channels.channel(
                "Germany",
                20_000_000,
                Channels.uploads(
                    6, 5, 1_000_000, "Education", 900, false, Channels.ENGLISH_TECH_TITLES),
                Channels.ENGLISH_COMMENTS),
            TODAY);
    assertThat(e.demographics().viewershipCountry().keySet().iterator().next())
        .isEqualTo("United States");
  }

  @Test
  void germanAndFrenchCommentsPlaceTheViewers() {
    List<VideoSample> v =
        Channels.uploads(6, 5, 100_000, "Gaming", 900, false, List.of("", "", ""));
    ChannelEstimate german =
        ESTIMATES.estimate(Channels.channel("", 100_000, v, GERMAN_COMMENTS), TODAY);
    ChannelEstimate french =
        ESTIMATES.estimate(Channels.channel("", 100_000, v, FRENCH_COMMENTS), TODAY);
    assertThat(german.basis().languages()).containsOnlyKeys("deu");
    assertThat(german.demographics().viewershipCountry().keySet().iterator().next())
        .isEqualTo("Germany");
    assertThat(french.basis().languages()).containsOnlyKeys("fra");
    assertThat(french.demographics().viewershipCountry().keySet().iterator().next())
        .isEqualTo("France");
  }
}
