package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.CreatorWorlds.CreatorWorld;
import io.vidlens.analysis.niche.WorldKit.Upload;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A let's-play channel ("Pixel Pilgrim", a video a day at 18:00 UTC) playing three games as
 * numbered series in three forms — "Ashen Realm 2 #14 The Final Gate?" (a sequel's number before
 * the episode's), "Stardrift Colony - Part 8", "Moonlit Manor Ep. 7: Ending (Good &amp; Bad)" — and
 * a few one-offs; each series' views fall with its episodes. Ten gaming peers play invented games
 * in their own forms; the new release Ironbound Frontier was an outlier on four of them.
 */
final class LetsPlayWorld {

  private LetsPlayWorld() {}

  static final List<String> ASHEN =
      List.of(
          "The Sunken Crypt",
          "Bell Tower Ambush",
          "The Weeping Knight",
          "Into the Ash Marsh",
          "The Forgotten Forge",
          "FINALLY Beat Him",
          "Secret Walls Everywhere",
          "The Hollow Queen",
          "I Lost My Best Sword",
          "Frozen Cathedral",
          "The Final Gate?");
  static final List<String> MANOR =
      List.of(
          "The Locked Attic",
          "Whispers in the Library",
          "Don't Open the Cellar",
          "The Portrait Moved",
          "Grandmother's Diary",
          "Chase in the Garden",
          "Ending (Good & Bad)");
  static final List<String> ONE_OFFS =
      List.of(
          "I Tried the Hardest Roguelike on Steam", "Ranking Every Boss in Ashen Realm 2",
          "This Tiny Indie Game Made Me Cry", "Playing YOUR Game Recommendations");

  /** Oldest first: A Ashen Realm 2, S Stardrift Colony, M Moonlit Manor, O a one-off. */
  static final String ORDER = "ASMASOMASAMAOSMASAMOSAMASAOMSA";

  static CreatorWorld world() {
    WorldKit kit = new WorldKit(2002, Duration.ofDays(10));
    List<VideoSample> own = own(kit);
    return new CreatorWorld(
        "let's play",
        CreatorWorlds.facts(
            "Pixel Pilgrim",
            2,
            185_000,
            1_460,
            52_300_000,
            2017,
            "Story-driven let's plays, one episode a day at 6pm UTC."),
        own,
        peers(kit),
        null,
        CreatorWorlds.dealt(own, SAID));
  }

  /**
   * What viewers write under a let's play, as they write it (text, likes): moments, praise,
   * questions, jokes, and now and then a game they want next, in any of the ways viewers ask ("pale
   * forest when??" as much as "You should play Pale Forest next").
   */
  static final List<Map.Entry<String, Integer>> SAID =
      List.of(
          Map.entry("You should play Pale Forest next, the atmosphere is unreal", 412),
          Map.entry("PLEASE play Goblin Tavern Simulator, you'd love the bard quests", 287),
          Map.entry("that jump scare at 14:20 got me so bad", 240),
          Map.entry("The Hollow Queen fight was the best boss fight of the series", 198),
          Map.entry("Can you play Ironbound Frontier? Everyone is talking about it", 176),
          Map.entry("Day one viewer, this series is my comfort show", 150),
          Map.entry("Honestly the best let's player on this site", 120),
          Map.entry("The secret wall at 9:12 was right there the whole time 😭", 88),
          Map.entry("I love how you read every note in the game", 77),
          Map.entry("Ending B was way sadder than A", 64),
          Map.entry("pale forest when??", 61),
          Map.entry("Try Frostline, it's a hidden gem", 54),
          Map.entry("you should play pale forest after this one", 48),
          Map.entry("My kid and I watch this every night", 41),
          Map.entry("Who else is watching this at 2am", 35),
          Map.entry("You need to try Neon Courier, the soundtrack alone", 33),
          Map.entry("Stardrift Colony was so underrated, bring it back!", 30),
          Map.entry("Would love to see you play Crypt of Embers sometime", 22),
          Map.entry("Play it on hard mode next time!", 19),
          Map.entry("Is this game on console?", 15),
          Map.entry("Playing at 2x speed and still scared", 12),
          Map.entry("can u guys please do more co-op", 9),
          Map.entry("What's your setup?", 5),
          Map.entry("first", 2));

  static List<VideoSample> own(WorldKit kit) {
    Instant today = WorldKit.NOW.truncatedTo(ChronoUnit.DAYS).minus(Duration.ofDays(1));
    int a = 0;
    int s = 0;
    int m = 0;
    int o = 0;
    List<Upload> uploads = new ArrayList<>();
    for (int i = 0; i < ORDER.length(); i++) {
      Instant at =
          today
              .minus(Duration.ofDays(ORDER.length() - 1L - i))
              .plus(Duration.ofHours(18))
              .plus(kit.minutes(0, 12));
      String title;
      double level;
      switch (ORDER.charAt(i)) {
        case 'A' -> {
          title = "Ashen Realm 2 #%02d %s".formatted(a + 4, ASHEN.get(a));
          level = 1.0 - 0.03 * a++;
        }
        case 'S' -> {
          title = "Stardrift Colony - Part " + (s + 1);
          level = s++ == 0 ? 2.2 : 0.9 - 0.03 * s;
        }
        case 'M' -> {
          title = "Moonlit Manor Ep. %d: %s".formatted(m + 1, MANOR.get(m));
          level = m++ == 0 ? 1.5 : 0.8 - 0.02 * m;
        }
        default -> {
          title = ONE_OFFS.get(o++);
          level = 0.7;
        }
      }
      uploads.add(new Upload(title, at, kit.seconds(2_100), level));
    }
    return kit.own("pilgrim", uploads, 48_000, "Gaming");
  }

  static final List<String> GAMES =
      List.of(
          "Rust Harbor",
          "Skyward Farms",
          "Neon Courier",
          "Crypt of Embers",
          "Tidebreaker",
          "Orbital Foundry",
          "Goblin Tavern Simulator",
          "Frostline",
          "Mecha Arena 3",
          "Dungeon Cartographer",
          "Pale Forest",
          "Voidrunners",
          "Stardrift Colony");
  static final List<String> SUBTITLES =
      List.of(
          "Base Building Begins",
          "Everything Went Wrong",
          "A New Biome",
          "The Big Boss",
          "Speedrunning the Tutorial",
          "We Need More Iron",
          "Night Raid",
          "The Secret Room",
          "Upgrades!",
          "This Is Getting Hard",
          "Best Run Yet",
          "Trading Post");

  static final List<String> ONE_OFF_SHAPES =
      List.of(
          "My Top 5 %s Moments So Far", "%s Review - Is It Worth It?", "I Played %s for 100 Hours");

  /** A gaming peer: size, usual views, videos per day and its episode form. */
  record Style(String name, long subscribers, double usual, String form) {}

  static final List<Style> PEERS =
      List.of(
          new Style("GrumpyGoblin", 1_400_000, 210_000, "%s #%d - %s"),
          new Style("Lily Plays", 62_000, 7_000, "%s - Part %d"),
          new Style("Captain Controller", 820_000, 95_000, "%s Ep. %d: %s"),
          new Style("NotSoPro", 31_000, 3_200, "%s Let's Play Part %d"),
          new Style("Bitwise Bard", 430_000, 44_000, "%s (Day %d) %s"),
          new Style("HazelRuns", 250_000, 26_000, "%s | Episode %d"),
          new Style("Tabletop Tom", 120_000, 12_000, "%s #%d"),
          new Style("Overcooked Ollie", 2_900_000, 380_000, "%s - Part %d - %s"),
          new Style("Quiet Quest", 75_000, 8_500, "%s Ep %d"),
          new Style("The Co-op Crew", 540_000, 61_000, "%s #%d: %s"));

  /** Ironbound Frontier, released nine days ago, in each form that played it first. */
  static Map<Integer, String> planted(int n) {
    return switch (n) {
      case 1 -> Map.of(3, "Ironbound Frontier #1 - Landfall");
      case 3 -> Map.of(4, "IRONBOUND FRONTIER is Incredible (Ep. 1: First Night)");
      case 5 -> Map.of(2, "First Look at Ironbound Frontier (Day 1)");
      case 8 -> Map.of(3, "Ironbound Frontier - Part 1 - This Game Is HUGE");
      case 6 -> Map.of(6, "I Played Ashen Realm 2 Blindfolded");
      case 9 -> Map.of(5, "Goblin Tavern Simulator Is the Funniest Game of the Year");
      default -> Map.of();
    };
  }

  static List<ConstructedWorld> peers(WorldKit kit) {
    return kit.peers(
        PEERS,
        (n, style, count) -> {
          List<String> games = new ArrayList<>(GAMES);
          Collections.shuffle(games, kit.random());
          games = games.subList(0, 2 + kit.random().nextInt(2));
          int[] episode = new int[games.size()];
          for (int g = 0; g < games.size(); g++) {
            episode[g] = count / games.size() + 1 + kit.random().nextInt(30);
          }
          List<String> titles = new ArrayList<>();
          for (int i = 0; i < count; i++) {
            if (i % 9 == 7) {
              titles.add(ONE_OFF_SHAPES.get(i / 9 % 3).formatted(games.get(i / 9 % games.size())));
              continue;
            }
            int g = i % games.size();
            String subtitle = SUBTITLES.get(kit.random().nextInt(SUBTITLES.size()));
            titles.add(
                style.form().chars().filter(c -> c == '%').count() == 3
                    ? style.form().formatted(games.get(g), episode[g]--, subtitle)
                    : style.form().formatted(games.get(g), episode[g]--));
          }
          return kit.plannedPeer(
              WorldKit.channelId("gamingPeer", n),
              style.name(),
              style.subscribers(),
              style.usual(),
              "Gaming",
              titles,
              planted(n),
              Duration.ofHours(n % 2 == 0 ? 36 : 24),
              15 + n % 6,
              1_800);
        });
  }
}
