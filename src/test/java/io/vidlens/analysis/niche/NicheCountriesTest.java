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
 * governor's story): two peers, a Lahore newsroom and a US one, each with an outlier. Read through
 * the real client and catalog; the subjects offered are the Lahore desk's, and the US desk's
 * international story, never its governor's.
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

  /** A newsroom of {@code country} whose second video drew. */
  static ConstructedWorld desk(int n, String name, String from, String outlier, String country) {
    return NicheKindWorlds.peer(
        "News",
        n,
        name,
        eight("Morning news from " + from, outlier, country),
        Set.of(1),
        Duration.ofDays(1));
  }

  static List<String> titles(List<OutlierSubject> subjects) {
    return subjects.stream().flatMap(s -> s.videos().stream()).map(v -> v.title()).toList();
  }

  @Test
  void aNewsChannelAboutItsCountryIsOfferedNoneOfAForeignNewsroomsOwnStories() {
    ConstructedWorld lahore =
        desk(1, "Lahore Desk", "Pakistan", "Pakistan floods: the full interview", "Pakistan");
    ConstructedWorld ohio =
        desk(2, "Ohio Desk", "the US", "Ohio governor speaks after the floods", "the US");
    ConstructedWorld ohioAbroad =
        desk(3, "Ohio World Desk", "the US", "Iran's new missile test explained", "the US");
    ConstructedNiche.World world =
        ConstructedNiche.of(
            OWN,
            List.of(lahore, ohio, ohioAbroad),
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
        .contains("Pakistan floods: the full interview", "Iran's new missile test explained")
        .doesNotContain("Ohio governor speaks after the floods");
    assertThat(niche.caveats())
        .anyMatch(c -> c.startsWith("Ohio Desk speaks from US, the channel from PK"))
        .noneMatch(c -> c.startsWith("Lahore Desk"));
    // read without the channel's origin, every outlier is there: the rule is what held it back
    assertThat(
            titles(NicheOutliers.of(niche.peers(), NicheKindWorlds.NOW, ScienceNicheTest.MINI_LM)))
        .contains("Ohio governor speaks after the floods");
  }
}
