package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.CreatorWorlds.CreatorWorld;
import io.vidlens.analysis.niche.WorldKit.Upload;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * A regional news channel ("Harbor City News") uploading a story every 20 to 60 minutes, each title
 * branded "… | Harbor City News", some stories followed up as "UPDATE:". Eight news peers over the
 * last days, a few hours apart: the Dock Street warehouse fire (which the channel covered) drew on
 * two, the reservoir running dry (which it has not covered) on three, and an interview and an
 * explainer each on one. News views settle within a day. Every peer's about panel states the
 * channel's own country ({@link WorldKit#COUNTRY}), so their local stories are the channel's to
 * follow up.
 */
final class NewsWorld {

  private NewsWorld() {}

  /** Newest first. */
  static final List<String> OWN =
      List.of(
          "UPDATE: Dock Street warehouse fire now under control",
          "Council votes to extend the night bus pilot",
          "Two hurt in crash on Route 9 near Millbrook",
          "Harbor City schools announce new start times",
          "UPDATE: Ferry service suspended as strike talks stall",
          "Police appeal for witnesses after Eastgate robbery",
          "Dock Street fire: residents told to keep windows shut",
          "Weather: heavy rain and gusts expected overnight",
          "New bike lanes open on Queen's Parade",
          "Ferry workers walk out over pay",
          "Hospital waiting times fall for the third month",
          "UPDATE: Route 9 reopens after morning crash",
          "Local bakery wins national pie award",
          "Harbor City FC confirm new manager",
          "Mayor Okafor responds to housing protest",
          "Housing protest draws hundreds to City Hall",
          "Power cut hits 4,000 homes in Westfield",
          "UPDATE: Power restored to most Westfield homes",
          "Train delays after signal failure at Central",
          "Man charged after Northside stabbing",
          "Harbor Festival returns this weekend",
          "Warehouse fire breaks out on Dock Street",
          "UPDATE: Housing protest moves to Harbor Square",
          "Road closures for Sunday's half marathon",
          "Rents in Harbor City up 9% in a year",
          "Beach water quality warning lifted",
          "Council tax rise approved",
          "Missing Millbrook teenager found safe",
          "UPDATE: Council tax rise - what it means for you",
          "Weekend sport round-up");

  /** The channel's branded ending, on every title. */
  static final String BRAND = " | Harbor City News";

  static CreatorWorld world() {
    WorldKit kit = new WorldKit(3003, Duration.ofDays(1));
    List<VideoSample> own = own(kit);
    return new CreatorWorld(
        "news",
        CreatorWorlds.facts(
            "Harbor City News",
            3,
            96_000,
            18_400,
            61_000_000,
            2015,
            "Local news for Harbor City and the coast, as it happens."),
        own,
        peers(kit),
        null,
        CreatorWorlds.dealt(own, SAID));
  }

  /**
   * What viewers write under local news (text, likes): thanks, anger, local knowledge, questions,
   * and stories they want covered, in the ways they ask.
   */
  static final List<Map.Entry<String, Integer>> SAID =
      List.of(
          Map.entry("Can you cover the reservoir levels? Nobody is talking about it", 188),
          Map.entry("Thank you for keeping us updated all day", 150),
          Map.entry("My street still has no power, Westfield is a mess", 121),
          Map.entry("What about the ferry strike, any news on talks?", 97),
          Map.entry("Please do a piece on the rent increases", 64),
          Map.entry("The council never listens", 52),
          Map.entry("please cover the reservoir, my garden is dying", 40),
          Map.entry("Stay safe everyone", 12));

  static List<VideoSample> own(WorldKit kit) {
    Instant at = WorldKit.NOW.minus(kit.minutes(8, 18)).minusSeconds(kit.random().nextInt(60));
    List<Upload> uploads = new ArrayList<>();
    for (String story : OWN) {
      double level = story.contains("Dock Street") || story.contains("Ferry") ? 1.6 : 1;
      uploads.add(new Upload(story + BRAND, at, kit.seconds(170), level));
      at = at.minus(kit.minutes(20, 60)).minusSeconds(kit.random().nextInt(60));
    }
    return kit.own("harbor", uploads, 9_000, "News & Politics");
  }

  /** What the peers report on an ordinary day. */
  static final List<String> STORIES =
      List.of(
          "Morning headlines: traffic, weather and what's on",
          "Evening bulletin",
          "Ferry strike: commuters face another day of disruption",
          "Police name victim of Northside stabbing",
          "Westfield power cut: what went wrong",
          "Housing protest outside City Hall",
          "School start times: parents react",
          "Route 9 crash: driver arrested",
          "Harbor Festival: crowds expected",
          "Hospital strike ballot opens",
          "New homes approved on the old gasworks site",
          "Rail fares to rise in September",
          "Storm damage clean-up continues on the seafront",
          "Local elections: who is standing in Eastgate",
          "Half marathon winners crowned",
          "Night bus pilot extended",
          "Harbor City FC: new manager's first press conference",
          "Court hears Eastgate robbery case",
          "Beach reopens after water warning",
          "Shoplifting up 20% in the city centre",
          "Council budget: libraries safe for now",
          "Weather: warm and dry end to the week",
          "Bin collections delayed across the city",
          "Food bank demand hits record high",
          "Millbrook bypass plans go on show",
          "Airport expansion consultation opens",
          "Teachers vote on strike action");

  /** A news peer: size, usual views, hours between uploads, its brand. */
  record Style(String name, long subscribers, double usual, int everyHours) {}

  static final List<Style> PEERS =
      List.of(
          new Style("Coastline 24", 310_000, 22_000, 3),
          new Style("The Bay Report", 88_000, 6_500, 4),
          new Style("Northshore Now", 41_000, 2_800, 3),
          new Style("City Desk", 520_000, 35_000, 2),
          new Style("Westfield Live", 23_000, 1_600, 5),
          new Style("Regional Wire", 150_000, 11_000, 3),
          new Style("Harbor Watch", 64_000, 4_200, 4),
          new Style("Daily Tide", 210_000, 15_000, 4));

  static List<ConstructedWorld> peers(WorldKit kit) {
    return kit.peers(
        PEERS,
        (n, style, count) -> {
          // every other peer brands its titles as the channel does
          String brand = n % 2 == 0 ? " | " + style.name() : "";
          List<String> titles =
              IntStream.range(0, count)
                  .mapToObj(i -> STORIES.get((i * 5 + n * 3) % STORIES.size()) + brand)
                  .toList();
          Map<Integer, String> planted = new java.util.HashMap<>();
          planted(n).forEach((i, t) -> planted.put(i, t + brand));
          List<Instant> times = new ArrayList<>();
          Instant at = WorldKit.NOW.minus(kit.minutes(30, 60 * style.everyHours()));
          for (int i = 0; i < count; i++) {
            times.add(at);
            at = at.minus(kit.minutes(40 * style.everyHours(), 80 * style.everyHours()));
          }
          List<Upload> uploads = new ArrayList<>();
          for (int i = 0; i < count; i++) {
            String drew = planted.get(i);
            uploads.add(
                new Upload(
                    drew == null ? titles.get(i) : drew,
                    times.get(i),
                    kit.seconds(drew != null && drew.startsWith("Full interview") ? 900 : 200),
                    drew == null ? 1 : kit.outlier()));
          }
          return kit.peer(
              WorldKit.channelId("newsPeer", n),
              style.name(),
              style.subscribers(),
              style.usual(),
              "News & Politics",
              uploads);
        });
  }

  /** Outliers planted on peer n (1-based): upload index to title. */
  static Map<Integer, String> planted(int n) {
    return switch (n) {
      // a story the channel covered
      case 1 -> Map.of(9, "Dock Street fire: drone footage shows the scale of the blaze");
      case 4 -> Map.of(14, "What caused the Dock Street warehouse fire?");
      // a story it has not covered, on three channels
      case 2 -> Map.of(8, "Explained: why the Valley reservoir is running dry");
      case 5 -> Map.of(6, "Full interview: water boss on the reservoir crisis");
      case 7 -> Map.of(10, "Reservoir at record low: is a hosepipe ban coming?");
      // formats on stories the channel covered
      case 3 -> Map.of(11, "Full interview: Mayor Okafor on the housing crisis");
      case 6 -> Map.of(9, "Explained: how the ferry strike affects you");
      default -> Map.of();
    };
  }
}
