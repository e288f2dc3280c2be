package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.niche.CreatorWorlds.CreatorWorld;
import io.vidlens.analysis.niche.WorldKit.Upload;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A chillhop channel ("Lantern Beats") premiering a track every two or three days at 14:00 UTC as
 * "Artist - Track [Chillhop]", some "ft." another artist. Eight music peers, each with its own
 * sound tag: a bossa-lofi sound drew on three of them, tracks featuring Mira Sol on two.
 */
final class MusicWorld {

  private MusicWorld() {}

  static final List<String> ARTISTS =
      List.of(
          "Kaelo",
          "Amber Skyline",
          "Nomad Tapes",
          "Sleepy Fox",
          "Juno Rain",
          "Mellow Circuit",
          "Ori Wen",
          "Paper Moons",
          "Tomo Hayes",
          "Bluefinch");
  static final List<String> TRACKS =
      List.of(
          "Paper Lanterns",
          "Rainy Window",
          "Late Tram",
          "Warm Static",
          "Sunday Laundry",
          "Cloud Shelf",
          "Tea at Dusk",
          "Slow Bloom",
          "Harbor Lights",
          "Soft Focus",
          "Old Vinyl",
          "Balcony Plants",
          "First Snow",
          "Night Market",
          "Cassette Sky",
          "Window Seat",
          "Lazy Orbit",
          "Kettle Song",
          "Streetlamp",
          "Moss",
          "Midnight Bakery",
          "Ferry Home",
          "Polaroid",
          "Blue Hour",
          "Attic Dust",
          "Porch Light",
          "Drifting",
          "Pillow Fort",
          "Low Tide",
          "Quiet Hours",
          "Marigold",
          "Citrus",
          "Glasshouse",
          "Lullaby Loop",
          "Postcards",
          "Fog Lamps",
          "Honeycomb",
          "Tangerine Dream",
          "Evening Walk",
          "Rooftops");

  static CreatorWorld world() {
    WorldKit kit = new WorldKit(4004, Duration.ofDays(10));
    List<VideoSample> own = own(kit);
    return new CreatorWorld(
        "music",
        CreatorWorlds.facts(
            "Lantern Beats",
            4,
            340_000,
            890,
            74_000_000,
            2018,
            "Chillhop from independent artists. New music every few days."),
        own,
        peers(kit),
        null,
        CreatorWorlds.dealt(own, SAID));
  }

  /**
   * What listeners write under a chillhop label's uploads (text, likes): what they study or sleep
   * to, the artwork, where to stream it, and now and then a sound or a collaboration they want.
   */
  static final List<Map.Entry<String, Integer>> SAID =
      List.of(
          Map.entry("This got me through my exams", 640),
          Map.entry("Please make a video about Mira Sol, her voice is unreal", 210),
          Map.entry("Is this on Spotify?", 180),
          Map.entry("The artwork on this one is so cosy", 150),
          Map.entry("Can you do a bossa lofi mix?", 92),
          Map.entry("ID of the track at 1:20?", 60),
          Map.entry("Would love an extended version", 45),
          Map.entry("Studying at 2am with this on repeat", 38),
          Map.entry("what about a sleepy fox and mira sol collab?", 21),
          Map.entry("first", 3));

  static List<VideoSample> own(WorldKit kit) {
    Instant day = WorldKit.NOW.truncatedTo(ChronoUnit.DAYS).minus(Duration.ofDays(1));
    List<Upload> uploads = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      String artist = ARTISTS.get((i * 3) % ARTISTS.size());
      String feat = i % 5 == 2 ? " ft. " + ARTISTS.get((i * 3 + 4) % ARTISTS.size()) : "";
      String title = artist + " - " + TRACKS.get(i) + feat + " [Chillhop]";
      boolean drew = i == 11;
      uploads.add(
          new Upload(
              title, day.plus(Duration.ofHours(14)), kit.seconds(150), drew ? kit.outlier() : 1));
      day = day.minus(Duration.ofDays(2 + kit.random().nextInt(2)));
    }
    return kit.own("lantern", uploads, 38_000, "Music");
  }

  /** A music peer: size, usual views, days between uploads, its sound. */
  record Style(String name, long subscribers, double usual, int everyDays, String tag) {}

  static final List<Style> PEERS =
      List.of(
          new Style("Dreamy Beats", 1_800_000, 160_000, 2, "Lofi"),
          new Style("Jazzhop Café", 420_000, 41_000, 3, "Jazzhop"),
          new Style("Tape Hiss Records", 95_000, 8_800, 2, "Lofi"),
          new Style("Midnight Static", 260_000, 22_000, 4, "Chillwave"),
          new Style("Cozy Corner Music", 640_000, 58_000, 2, "Chillhop"),
          new Style("Beat Garden", 38_000, 3_100, 3, "Lofi Hip Hop"),
          new Style("Study Sessions", 2_300_000, 210_000, 1, "Study Beats"),
          new Style("Velvet Loops", 150_000, 12_500, 3, "Chillhop"));

  /** Outliers planted on peer n (1-based): upload index to title. */
  static Map<Integer, String> planted(int n) {
    return switch (n) {
      // a sound: bossa lofi, three channels
      case 1 -> Map.of(4, "Sleepy Fox - Copacabana Rain [Bossa Lofi]");
      case 3 -> Map.of(6, "Tomo Hayes - Saudade [Bossa Lofi]");
      case 5 -> Map.of(3, "Ori Wen - Café Ipanema [Bossa Lofi]");
      // a featured artist: Mira Sol, two channels
      case 2 -> Map.of(5, "Bluefinch - Golden Hour ft. Mira Sol [Jazzhop]");
      case 8 -> Map.of(7, "Kaelo - Sea Glass ft. Mira Sol [Chillhop]");
      // one channel's fluke
      case 7 -> Map.of(4, "Juno Rain - 3AM Exam Panic [Study Beats]");
      default -> Map.of();
    };
  }

  static List<ConstructedWorld> peers(WorldKit kit) {
    return kit.peers(
        PEERS,
        (n, style, count) -> {
          List<String> titles = new ArrayList<>();
          for (int i = 0; i < count; i++) {
            int a = kit.random().nextInt(ARTISTS.size());
            String artist = ARTISTS.get(a);
            String track = TRACKS.get((i * 7 + n * 11) % TRACKS.size());
            String feat =
                kit.random().nextInt(6) == 0
                    ? " ft. "
                        + ARTISTS.get(
                            (a + 1 + kit.random().nextInt(ARTISTS.size() - 1)) % ARTISTS.size())
                    : "";
            titles.add(artist + " - " + track + feat + " [" + style.tag() + "]");
          }
          return kit.plannedPeer(
              WorldKit.channelId("musicPeer", n),
              style.name(),
              style.subscribers(),
              style.usual(),
              "Music",
              titles,
              planted(n),
              Duration.ofDays(style.everyDays()),
              13 + n % 4,
              170);
        });
  }
}
