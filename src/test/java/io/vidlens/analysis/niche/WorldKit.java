package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.ConstructedWorld;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * How the creator worlds' views come about: each channel has its usual level, a video's views grow
 * with its age toward it (usual × (1 − e^(−age/τ))), vary by lognormal noise (σ 0.5), and a planted
 * outlier draws 4 to 8 times its channel's usual at its age. Seeded, so every run builds the same
 * world.
 */
final class WorldKit {

  /** The analysis time of every creator world. */
  static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");

  static final double SIGMA = 0.5;

  /** The country every world's channel and peers state on their about panels. */
  static final String COUNTRY = "United States";

  private final Random random;
  private final Duration tau;

  /** Views settle within about {@code tau} of upload: ten days on most channels, a day on news. */
  WorldKit(long seed, Duration tau) {
    this.random = new Random(seed);
    this.tau = tau;
  }

  /**
   * One upload as planned: {@code boost} the video's multiple of the usual (1 for most, a series'
   * falling episodes below it), 4 to 8 for a planted outlier.
   */
  record Upload(String title, Instant published, int seconds, double boost) {

    static Upload usual(String title, Instant published, int seconds) {
      return new Upload(title, published, seconds, 1);
    }
  }

  /** A planted outlier's multiple of its channel's usual, drawn between 4 and 8. */
  double outlier() {
    return 4 + 4 * random.nextDouble();
  }

  long views(double usual, Instant published, double boost) {
    double ageSeconds = Math.max(60, Duration.between(published, NOW).toSeconds());
    double grown = 1 - Math.exp(-ageSeconds / tau.toSeconds());
    double noise =
        boost >= 4 ? 1 + 0.1 * random.nextGaussian() : Math.exp(SIGMA * random.nextGaussian());
    return Math.max(12, Math.round(usual * grown * noise * boost));
  }

  /** A seconds count around {@code mean}, ±30%. */
  int seconds(int mean) {
    return (int) Math.round(mean * (0.7 + 0.6 * random.nextDouble()));
  }

  /** Minutes drawn uniformly within [from, to]. */
  Duration minutes(int from, int to) {
    return Duration.ofMinutes(from + random.nextInt(to - from + 1));
  }

  Random random() {
    return random;
  }

  /** The analysed channel's uploads, with exact publish times and details read. */
  List<VideoSample> own(String prefix, List<Upload> uploads, double usual, String category) {
    List<VideoSample> out = new ArrayList<>();
    for (int i = 0; i < uploads.size(); i++) {
      Upload u = uploads.get(i);
      out.add(
          new VideoSample(
              videoId(prefix, i),
              u.title(),
              "",
              views(usual, u.published(), u.boost()),
              (long) u.seconds(),
              u.published(),
              true,
              category,
              true,
              false));
    }
    out.sort((a, b) -> b.publishedAt().compareTo(a.publishedAt()));
    return out;
  }

  /** A peer channel on the fake platform, its uploads newest first, stating {@link #COUNTRY}. */
  ConstructedWorld peer(
      String channelId,
      String name,
      long subscribers,
      double usual,
      String category,
      List<Upload> uploads) {
    List<ConstructedChannel.Video> videos = new ArrayList<>();
    String prefix = channelId.substring(channelId.length() - 4);
    long total = 0;
    for (int i = 0; i < uploads.size(); i++) {
      Upload u = uploads.get(i);
      long views = views(usual, u.published(), u.boost());
      total += views;
      videos.add(
          new ConstructedChannel.Video(
              videoId(prefix, i), u.title(), category, views, u.seconds(), u.published(), false));
    }
    videos.sort((a, b) -> b.published().compareTo(a.published()));
    return ConstructedWorld.builder(channelId, name)
        .counts(subscribers, total * 12)
        .category(category)
        .country(COUNTRY)
        .pageTime(NOW)
        .videos(videos)
        .build();
  }

  /** An 11-character video ID: the prefix, then the index. */
  static String videoId(String prefix, int i) {
    String p = (prefix + "xxxxxxx").substring(0, 7);
    return p + String.format("%04d", i);
  }

  /**
   * Upload times going back from the analysis time, about {@code every} apart (±{@code jitter} of
   * it), each at {@code hour} UTC and a few minutes; the newest a part of {@code every} ago.
   */
  List<Instant> schedule(int count, Duration every, double jitter, int hour) {
    List<Instant> times = new ArrayList<>();
    double back = every.toSeconds() * (0.4 + 0.6 * random.nextDouble());
    for (int i = 0; i < count; i++) {
      Instant day = NOW.minusSeconds((long) back).truncatedTo(java.time.temporal.ChronoUnit.DAYS);
      Instant at = day.plus(Duration.ofHours(hour)).plus(Duration.ofMinutes(random.nextInt(50)));
      times.add(at.isAfter(NOW) ? at.minus(Duration.ofDays(1)) : at);
      back += every.toSeconds() * (1 - jitter + 2 * jitter * random.nextDouble());
    }
    return times;
  }

  /**
   * A peer whose uploads are {@code titles} (newest first) on {@link #schedule}, those named in
   * {@code outliers} (index to title) in place of the usual title at that index, each drawing
   * {@link #outlier()} times the usual.
   */
  ConstructedWorld plannedPeer(
      String channelId,
      String name,
      long subscribers,
      double usual,
      String category,
      List<String> titles,
      java.util.Map<Integer, String> outliers,
      Duration every,
      int hour,
      int meanSeconds) {
    List<Instant> times = schedule(titles.size(), every, 0.35, hour);
    List<Upload> uploads = new ArrayList<>();
    for (int i = 0; i < titles.size(); i++) {
      String planted = outliers.get(i);
      uploads.add(
          new Upload(
              planted == null ? titles.get(i) : planted,
              times.get(i),
              seconds(meanSeconds),
              planted == null ? 1 : outlier()));
    }
    return peer(channelId, name, subscribers, usual, category, uploads);
  }

  /** Makes peer n (1-based) of its style with {@code count} uploads. */
  interface PeerMaker<S> {
    ConstructedWorld make(int n, S style, int count);
  }

  /** One peer per style, each with 20 to 30 uploads. */
  <S> List<ConstructedWorld> peers(List<S> styles, PeerMaker<S> maker) {
    List<ConstructedWorld> out = new ArrayList<>();
    for (int n = 1; n <= styles.size(); n++) {
      out.add(maker.make(n, styles.get(n - 1), 20 + random.nextInt(11)));
    }
    return out;
  }

  /** A 24-character channel ID from a short tag and a number. */
  static String channelId(String tag, int n) {
    String t = (tag + "xxxxxxxxxxxx").substring(0, 12);
    return "UC" + t + String.format("%010d", n);
  }
}
