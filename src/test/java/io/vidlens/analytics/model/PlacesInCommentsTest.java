package io.vidlens.analytics.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 24 point 6: the places commenters name ("greetings from Lahore", a flag) are one more sign
 * of where a channel's viewers are. Names come from CLDR (ICU4J) in many languages and the cities
 * of models/places.yaml; a name counts only where the comment says its writer is there.
 */
class PlacesInCommentsTest {

  private static final PlaceNames PLACES = PlaceNames.standard();
  private static final ChannelEstimates ESTIMATES = ChannelEstimates.standard();
  private static final LocalDate TODAY = LocalDate.of(2026, 6, 1);

  static final List<String> NEWS_TITLES =
      List.of(
          "Prime Minister addresses the nation on the new budget",
          "Supreme Court hearing on the election petition adjourned",
          "Heavy rain floods streets across the city tonight",
          "Cricket board announces the squad for the home series",
          "Fuel prices rise again from Monday, ministry says",
          "Opposition leaders hold a press conference in the capital");

  static final List<String> GREETINGS =
      List.of(
          "Greetings from Lahore, great reporting as always",
          "Watching from Karachi, thank you for the update",
          "Love from Pakistan 🇵🇰",
          "Greetings from Lahore! Keep it up",
          "Hello from Lahore, Pakistan. This was very informative");

  private static List<String> comments(List<String> extra) {
    List<String> out = new ArrayList<>(Channels.ENGLISH_COMMENTS);
    out.addAll(extra);
    return out;
  }

  private static ChannelEstimate news(List<String> comments) {
    return ESTIMATES.estimate(
        Channels.channel(
            "PK",
            500_000,
            Channels.uploads(10, 2, 50_000, "News & Politics", 700, false, NEWS_TITLES),
            comments),
        TODAY);
  }

  @Test
  void aCommentSaysWhereItsWriterIsInManyLanguages() {
    assertThat(PLACES.countries("Greetings from Lahore")).containsExactly("PK");
    assertThat(PLACES.countries("Love from Pakistan 🇵🇰")).containsExactly("PK");
    assertThat(PLACES.countries("I'm from the UK and love this")).containsExactly("GB");
    assertThat(PLACES.countries("watching from New York")).containsExactly("US");
    assertThat(PLACES.countries("Liebe Grüße aus Wien!")).containsExactly("AT");
    assertThat(PLACES.countries("Grüße aus der Schweiz")).containsExactly("CH");
    assertThat(PLACES.countries("aus Karatschi")).containsExactly("PK");
    assertThat(PLACES.countries("Bonjour depuis la France")).containsExactly("FR");
    assertThat(PLACES.countries("Saludos desde México")).containsExactly("MX");
    assertThat(PLACES.countries("Saludos desde Mexico")).containsExactly("MX");
    assertThat(PLACES.countries("Abraços do Brasil")).containsExactly("BR");
    assertThat(PLACES.countries("پاکستان سے محبت")).containsExactly("PK");
    assertThat(PLACES.countries("Salam dari Indonesia")).containsExactly("ID");
    assertThat(PLACES.countries("🇩🇪🇩🇪")).containsExactly("DE");
  }

  @Test
  void aPlaceTheCommentOnlyTalksAboutIsNoVote() {
    assertThat(PLACES.countries("The part about Japan was fascinating")).isEmpty();
    assertThat(PLACES.countries("Pakistan zindabad")).isEmpty();
    // Names that are also first names or stand for two places are never read.
    assertThat(PLACES.countries("A gift from Chad, thanks")).isEmpty();
    assertThat(PLACES.countries("Greetings from Georgia")).isEmpty();
    assertThat(PLACES.code("Jordan")).isNull();
    // The short forms CLDR gives that read as chat ("R.-U.", "EE. UU.") are left out.
    assertThat(PLACES.code("R.-U.")).isNull();
    assertThat(PLACES.code("Royaume-Uni")).isEqualTo("GB");
    assertThat(PLACES.code("Vereinigte Staaten")).isEqualTo("US");
    assertThat(PLACES.size()).isGreaterThan(5_000);
  }

  @Test
  void greetingsFromLahoreMoveThePakistanShareUp() {
    ChannelEstimate plain = news(comments(List.of()));
    ChannelEstimate greeted = news(comments(GREETINGS));
    BigDecimal before = plain.demographics().viewershipCountry().get("Pakistan");
    BigDecimal after = greeted.demographics().viewershipCountry().get("Pakistan");
    assertThat(after).isGreaterThan(before.add(new BigDecimal("5")));
    // Five of eight comments name Pakistan: half the full weight, 15% of the mix.
    PlaceNames.Votes votes = PLACES.votes(comments(GREETINGS));
    assertThat(votes.naming()).isEqualTo(5);
    assertThat(votes.byCountry()).containsOnlyKeys("PK");
    assertThat(greeted.estimate().basis().inputs().get("places").value()).isEqualTo("PK 5.0");
    assertThat(greeted.estimate().basis().inputs().get("places").source())
        .contains("5 of 8 comments")
        .contains("15%");
    assertThat(greeted.basis().countryFactor()).isLessThan(plain.basis().countryFactor());
  }

  @Test
  void aChannelWithoutSuchCommentsIsUnchanged() {
    ChannelEstimate plain = news(comments(List.of()));
    // The Pakistani news channel of docs/models.md: Pakistan 52.5%, as before places were read.
    assertThat(plain.demographics().viewershipCountry().get("Pakistan"))
        .isEqualByComparingTo("52.5");
    assertThat(plain.estimate().basis().inputs().get("places").value()).isEmpty();
    assertThat(plain.estimate().basis().inputs().get("places").source())
        .isEqualTo("none of 3 comments names where its writer is");
    AudienceCountries countries = new AudienceCountries(Priors.defaults());
    Map<String, Double> mix = countries.mix("PK", Map.of("eng", 1.0));
    assertThat(countries.withPlaces(mix, PlaceNames.Votes.NONE)).isSameAs(mix);
  }
}
