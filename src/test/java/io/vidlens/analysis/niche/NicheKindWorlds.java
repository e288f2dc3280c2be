package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Three constructed worlds the niche's rules were not written for (issue 37): a let's-play channel
 * with two numbered series without separators and its gaming peers, a news channel uploading every
 * 20 to 40 minutes and its news peers, a music channel of "Artist - Track [Genre]" titles and its
 * music peers. Each peer has eight uploads of about 10,000 views; its outliers 250,000.
 */
final class NicheKindWorlds {

  private NicheKindWorlds() {}

  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  static final long OUTLIER_VIEWS = 250_000;

  static String peerId(String kind, int n) {
    return String.format("UC%sPeer%014d", kind, n);
  }

  /** A peer: {@code titles} newest first, {@code step} apart; those at {@code outliers} drew. */
  static ConstructedWorld peer(
      String kind, int n, String name, List<String> titles, Set<Integer> outliers, Duration step) {
    // the constructed world's default: the kinds' channels neither state nor name a country,
    // so no peer's is read
    return peer(kind, n, name, titles, outliers, step, "United Kingdom");
  }

  /** As above, the about panel stating {@code country} (null for none). */
  static ConstructedWorld peer(
      String kind,
      int n,
      String name,
      List<String> titles,
      Set<Integer> outliers,
      Duration step,
      String country) {
    List<ConstructedChannel.Video> videos = new ArrayList<>();
    for (int i = 0; i < titles.size(); i++) {
      videos.add(
          new ConstructedChannel.Video(
              String.format("%s%02dv%06d", kind.substring(0, 2), n, i),
              titles.get(i),
              kind,
              outliers.contains(i) ? OUTLIER_VIEWS : 10_000L + 400L * i,
              900,
              NOW.minus(step.multipliedBy(i + 2L)),
              false));
    }
    return ConstructedWorld.builder(peerId(kind, n), name)
        .counts(80_000L + 10_000L * n, 9_000_000L)
        .country(country)
        .pageTime(NOW)
        .videos(videos)
        .build();
  }

  static VideoSample own(
      String id, String title, long views, Instant published, String category, long seconds) {
    return new VideoSample(id, title, "", views, seconds, published, true, category, true, false);
  }

  static ChannelFacts channel(String id, String name, long subscribers) {
    return new ChannelFacts(
        id, name, null, subscribers, 300L, 40_000_000L, null, "", List.of(), null);
  }

  // ---- a let's-play channel ----

  static final String GAMER = "UCletsPlayOwnChannel0000";
  static final String[] HOLLOW = {
    "The Sunken Gate", "Crystal Caverns", "The Drowned King", "Lantern Maze",
    "Bone Bridge", "The Last Forge", "Echoing Halls", "The Ash Throne"
  };
  static final String[] SKY = {
    "The Frozen Citadel",
    "Storm Harbor",
    "Copper Golem",
    "The Wind Temple",
    "Cloud Market",
    "Iron Orchard",
    "The Sky Throne"
  };

  /**
   * "Hollow Depths 2 #09 The Sunken Gate" … "#16" and "Sky Forge #01 The Frozen Citadel" … "#07",
   * alternating every three days, newest first; each series' views fall with the episode.
   */
  static List<VideoSample> letsPlayer() {
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < HOLLOW.length; i++) {
      int episode = 9 + i;
      v.add(
          own(
              String.format("hd2ep%06d", episode),
              String.format("Hollow Depths 2 #%02d %s", episode, HOLLOW[i]),
              60_000L - 2_500L * i,
              NOW.minus(Duration.ofDays(60 - 6L * i)),
              "Gaming",
              2_400));
    }
    for (int i = 0; i < SKY.length; i++) {
      v.add(
          own(
              String.format("skyep%06d", i + 1),
              String.format("Sky Forge #%02d %s", i + 1, SKY[i]),
              (i == 0 ? 150_000L : 45_000L) - 2_000L * i,
              NOW.minus(Duration.ofDays(57 - 6L * i)),
              "Gaming",
              2_100));
    }
    v.sort((a, b) -> b.publishedAt().compareTo(a.publishedAt()));
    return v;
  }

  /**
   * Eight gaming peers: Ember Valley's first episodes drew on peers 1 to 3, Starfall Tactics on
   * peers 4 and 5, the channel's own Hollow Depths 2 on peer 6; the rest is their usual, sequel
   * numbers ("Crash 4") included.
   */
  static List<ConstructedWorld> gamingPeers() {
    List<ConstructedWorld> peers = new ArrayList<>();
    for (int n = 1; n <= 8; n++) {
      List<String> titles = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        titles.add(
            switch (i % 4) {
              case 0 -> "Crash 4 #%02d Every Box in the Jungle".formatted(20 + i);
              case 1 -> "Minecraft Hardcore #%02d The Nether Fortress".formatted(40 + i);
              case 2 -> "Terraria #%02d Building the Sky Bridge".formatted(10 + i);
              default -> "Stardew Valley #%02d Winter Farm Plans".formatted(5 + i);
            });
      }
      Set<Integer> drew = Set.of(2);
      if (n <= 3) {
        titles.set(2, "Ember Valley #01 The First Night" + (n == 1 ? "" : " Alone"));
      } else if (n <= 5) {
        titles.set(2, "Starfall Tactics | The Final Boss on Hard");
      } else if (n == 6) {
        titles.set(2, "Hollow Depths 2 #03 The Secret Ending");
      } else {
        drew = Set.of();
      }
      peers.add(peer("Game", n, "Gamer Peer " + n, titles, drew, Duration.ofDays(3)));
    }
    return peers;
  }

  // ---- a news channel ----

  static final String NEWS = "UCnewsWireOwnChannel0000";
  static final String[] STORIES = {
    "Harbor bridge closure leaves commuters stranded",
    "City council passes the transit budget",
    "Storm warning issued for the northern coast",
    "Interview: the fire chief on the warehouse blaze",
    "Explained: why rents rose again this spring",
    "Hospital strike enters its second week"
  };

  /** 30 uploads 20 to 40 minutes apart, the newest 15 minutes before the analysis. */
  static List<VideoSample> newsChannel() {
    List<VideoSample> v = new ArrayList<>();
    Instant at = NOW.minus(Duration.ofMinutes(15));
    for (int i = 0; i < 30; i++) {
      v.add(
          own(
              String.format("nws%08d", i),
              STORIES[i % STORIES.length]
                  + (i < STORIES.length ? "" : " - update " + i)
                  + " | Metro Wire",
              3_000L + 150L * ((i * 7) % 11),
              at,
              "News & Politics",
              300));
      at = at.minus(Duration.ofMinutes(20 + (i * 13) % 21));
    }
    return v;
  }

  /** The analysed news videos' real span: the oldest upload to the analysis time. */
  static Duration newsSpan() {
    return Duration.between(newsChannel().getLast().publishedAt(), NOW);
  }

  /**
   * Eight news peers: the harbor bridge (a story the channel covered) drew on peers 1 and 2 as an
   * explainer; interviews on the valley water shortage (a story the channel has not covered) drew
   * on peers 3 and 4, an explainer of it on peer 5.
   */
  static List<ConstructedWorld> newsPeers() {
    List<ConstructedWorld> peers = new ArrayList<>();
    for (int n = 1; n <= 8; n++) {
      List<String> titles = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        titles.add(
            switch (i % 4) {
              case 0 -> "Morning headlines: traffic, weather and markets";
              case 1 -> "Evening bulletin: the day in the city";
              case 2 -> "Local elections: candidates make their case";
              default -> "Weekend weather outlook for the region";
            });
      }
      Set<Integer> drew = Set.of(1);
      switch (n) {
        case 1 -> titles.set(1, "Harbor bridge closure explained: what we know");
        case 2 -> titles.set(1, "The harbor bridge closure explained");
        case 3 -> titles.set(1, "Valley water shortage: full interview with the mayor");
        case 4 -> titles.set(1, "Interview: farmers on the valley water shortage");
        case 5 -> titles.set(1, "The valley water shortage explained");
        default -> drew = Set.of();
      }
      // a day apart: videos hours old are too recent to compare at equal age
      peers.add(peer("News", n, "News Peer " + n, titles, drew, Duration.ofDays(1)));
    }
    return peers;
  }

  // ---- a music channel ----

  static final String MUSIC = "UCmusicNovaOwnChannel000";
  static final String[] TRACKS = {
    "Night Drive", "Neon Rain", "Glass City", "Afterglow", "Midnight Arcade",
    "Chrome Hearts", "Pulse Line", "Starlit Run", "Low Orbit", "Silver Coast"
  };

  /** "Nova Drift - Night Drive [Synthwave]", two featuring Lumi, a week apart. */
  static List<VideoSample> musicChannel() {
    List<VideoSample> v = new ArrayList<>();
    for (int i = 0; i < TRACKS.length; i++) {
      String feat = i == 3 || i == 6 ? " ft. Lumi" : "";
      v.add(
          own(
              String.format("nova%07d", i),
              "Nova Drift - " + TRACKS[i] + feat + " [Synthwave]",
              (i == 0 ? 120_000L : 40_000L) - 1_000L * i,
              NOW.minus(Duration.ofDays(4 + 7L * i)),
              "Music",
              210));
    }
    return v;
  }

  /** Eight music peers: Phonk tracks drew on peers 1 to 3, tracks featuring Kairo on 4 and 5. */
  static List<ConstructedWorld> musicPeers() {
    List<ConstructedWorld> peers = new ArrayList<>();
    for (int n = 1; n <= 8; n++) {
      String artist = "Artist " + (char) ('A' + n);
      List<String> titles = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        titles.add(artist + " - " + TRACKS[(i + n) % TRACKS.length] + " Dream [Synthwave]");
      }
      Set<Integer> drew = Set.of(2);
      if (n <= 3) {
        titles.set(2, artist + " - Drift King [Phonk]");
      } else if (n <= 5) {
        titles.set(2, artist + " - Velvet Skies ft. Kairo [Synthwave]");
      } else {
        drew = Set.of();
      }
      peers.add(peer("Musi", n, artist, titles, drew, Duration.ofDays(4)));
    }
    return peers;
  }
}
