package io.vidlens.analysis.niche;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A Pakistani news channel's niche on the fake platform (issue 37: 24 News HD was offered a US
 * governor's story): Pakistani and US newsrooms, each with an outlier, each stating its country on
 * its about panel. Read through the real client and catalog; the subjects offered are the Pakistani
 * desks' (the Karachi one's titles name no country: its panel tells), and the US desk's
 * international story, never its governor's, nor the story of a desk that says nowhere where it
 * speaks from.
 */
class NicheCountriesTest {

  static final String OWN = "UCpakistanNewsOwn0000000";

  static List<String> eight(String first, String outlier, String country) {
    return List.of(
        first,
        outlier,
        "Markets close higher in " + country + " as rates hold",
        "Evening bulletin: the day in the capital",
        "Weather alert: heavy rain expected in " + country,
        "Parliament debates the new budget",
        "Cricket board names the squad",
        "Ministers meet on power prices");
  }

  /**
   * A newsroom whose titles speak of {@code country}, its about panel stating {@code stated}, whose
   * second video drew.
   */
  static ConstructedWorld desk(
      int n, String name, String from, String outlier, String country, String stated) {
    return NicheKindWorlds.peer(
        "News",
        n,
        name,
        eight("Morning news from " + from, outlier, country),
        Set.of(1),
        Duration.ofDays(1),
        stated);
  }

  static List<String> titles(List<OutlierSubject> subjects) {
    return subjects.stream().flatMap(s -> s.videos().stream()).map(v -> v.title()).toList();
  }

  @Test
  void aNewsChannelAboutItsCountryIsOfferedNoneOfAForeignNewsroomsOwnStories() {
    ConstructedWorld lahore =
        desk(
            1,
            "Lahore Desk",
            "Pakistan",
            "Pakistan floods: the full interview",
            "Pakistan",
            "Pakistan");
    ConstructedWorld ohio =
        desk(
            2,
            "Ohio Desk",
            "the US",
            "Ohio governor speaks after the floods",
            "the US",
            "United States");
    ConstructedWorld ohioAbroad =
        desk(
            3,
            "Ohio World Desk",
            "the US",
            "Iran's new missile test explained",
            "the US",
            "United States");
    // its titles name no country: only its about panel tells it files from Pakistan
    ConstructedWorld karachi =
        desk(
            4,
            "Karachi Desk",
            "Karachi",
            "Karachi port strike: the full interview",
            "the city",
            "Pakistan");
    // its titles name no country and its panel states none: where it speaks from is unknown
    ConstructedWorld harbour =
        desk(5, "Harbour Desk", "the harbour", "Harbour strike: the full interview", "town", null);
    ConstructedNiche.World world =
        ConstructedNiche.of(
            OWN,
            List.of(lahore, ohio, ohioAbroad, karachi, harbour),
            NicheKindWorlds.NOW,
            40,
            ScienceNicheTest.MINI_LM);
    NicheSeed seed =
        new NicheSeed(
            OWN,
            List.of(
                "Pakistan budget: what changes for families | PK News",
                "Karachi traffic chaos after heavy rain | PK News",
                "Cricket: Pakistan names its World Cup squad | PK News",
                "Gold prices hit a record in Pakistan | PK News",
                "Lahore smog: schools close for a week | PK News"),
            List.of("pkbest00001"),
            NicheKindWorlds.NOW,
            null,
            true);

    NicheWorld niche = world.reader().read(seed);
    List<OutlierSubject> offered = NicheOutliers.of(niche.peers(), seed, ScienceNicheTest.MINI_LM);

    assertThat(niche.peers()).extracting(Peer::name).contains("Lahore Desk", "Ohio Desk");
    assertThat(titles(offered))
        .contains(
            "Pakistan floods: the full interview",
            "Iran's new missile test explained",
            "Karachi port strike: the full interview")
        .doesNotContain(
            "Ohio governor speaks after the floods", "Harbour strike: the full interview");
    assertThat(niche.peers())
        .filteredOn(p -> p.name().equals("Karachi Desk"))
        .singleElement()
        .satisfies(p -> assertThat(p.origin().country()).isEqualTo("PK"));
    assertThat(niche.caveats())
        .anyMatch(c -> c.startsWith("Ohio Desk speaks from US, the channel from PK"))
        .anyMatch(c -> c.startsWith("Harbour Desk speaks from an unknown country"))
        .noneMatch(c -> c.startsWith("Lahore Desk") || c.startsWith("Karachi Desk"))
        .noneMatch(c -> c.contains("about panels"));
    // read without the channel's origin, every outlier is there: the rule is what held it back
    assertThat(
            titles(NicheOutliers.of(niche.peers(), NicheKindWorlds.NOW, ScienceNicheTest.MINI_LM)))
        .contains("Ohio governor speaks after the floods");
  }
}
