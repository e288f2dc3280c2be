package io.vidlens.radar;

import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.testing.ConstructedChannel.Video;
import io.vidlens.testing.ConstructedWorld;
import io.vidlens.testing.FakePlatform;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A dozen constructed channels that upload on a schedule as the service's clock moves on, answered
 * by the tests' one fake platform: at each request the platform answers the world as it is at the
 * clock's minute ({@link ConstructedWorld}s built for that time: the videos published by then,
 * newest first, with their views at their age and dates relative to it). Each channel has a back
 * catalog of eight videos (3 to 24 days old when the clock starts) and uploads every 4, 6 or 8
 * hours from its own offset; every video's views follow the channel's typical curve within ±15 %,
 * except one planted upload that draws 5× its channel's usual at every age.
 */
final class UploadingWorld implements PlatformTransport {

  static final int CHANNELS = 12;

  /** The channel of the planted video: it uploads every 4 hours from the first hour. */
  static final int PLANTED_CHANNEL = 5;

  /** The planted video is this channel's seventh upload (25 hours after the start). */
  static final int PLANTED_UPLOAD = 6;

  static final double PLANTED_FACTOR = 5.0;

  private static final List<String> TOPICS =
      List.of(
          "Sourdough",
          "Bike Repair",
          "Houseplants",
          "Chess Openings",
          "Home Espresso",
          "Film Cameras");

  /** One video of the world, whenever it is published. */
  record Upload(String videoId, String channelId, Instant published, double factor, String topic) {

    /** Its views at {@code at}: its channel's typical curve times its factor. */
    long viewsAt(Instant at, long settledViews) {
      double hours = Duration.between(published, at).toMinutes() / 60.0;
      return Math.max(1, Math.round(settledViews * factor * (1 - Math.exp(-hours / 72))));
    }
  }

  /** One channel: where its views settle, and every video it has or will have published. */
  record Channel(String id, String title, long settledViews, List<Upload> uploads) {}

  private final Clock clock;
  private final Instant start;
  private final Instant end;
  final List<Channel> channels = new ArrayList<>();
  final Upload planted;
  private volatile Built built;

  private record Built(Instant minute, FakePlatform platform) {}

  /** The world from {@code start} (when the back catalog is dated) up to {@code end}. */
  UploadingWorld(Clock clock, Instant start, Instant end) {
    this.clock = clock;
    this.start = start;
    this.end = end;
    Upload plantedUpload = null;
    for (int c = 0; c < CHANNELS; c++) {
      String id = String.format("UCe2eRadarUploadsWorld%02d", c);
      List<Upload> uploads = new ArrayList<>();
      for (int k = 0; k < 8; k++) {
        Instant published = start.minus(Duration.ofDays(3 + 3L * k)).minus(Duration.ofHours(c));
        uploads.add(upload(c, 100 + k, id, published));
      }
      boolean plantedHere = c == PLANTED_CHANNEL;
      Duration every = Duration.ofHours(plantedHere ? 4 : 4 + 2L * (c % 3));
      Duration offset = Duration.ofHours(plantedHere ? 1 : 1 + c % 4);
      int k = 0;
      for (Instant p = start.plus(offset); !p.isAfter(end); p = p.plus(every), k++) {
        Upload u = upload(c, k, id, p);
        if (plantedHere && k == PLANTED_UPLOAD) {
          u = new Upload(u.videoId(), id, p, PLANTED_FACTOR, u.topic());
          plantedUpload = u;
        }
        uploads.add(u);
      }
      uploads.sort(Comparator.comparing(Upload::published).reversed());
      channels.add(
          new Channel(
              id, TOPICS.get(c % TOPICS.size()) + " Weekly " + c, 20_000L * (1 + c), uploads));
    }
    if (plantedUpload == null) {
      throw new IllegalStateException("the planted upload falls after the world's end");
    }
    this.planted = plantedUpload;
  }

  private static Upload upload(int channel, int k, String channelId, Instant published) {
    // within ±15 % of the channel's curve, spread evenly and not in upload order
    double factor = 0.85 + 0.3 * ((k * 7 + channel * 3) % 11) / 10.0;
    return new Upload(
        String.format("e2e%02dv%05d", channel, k),
        channelId,
        published,
        factor,
        TOPICS.get((k + channel) % TOPICS.size()));
  }

  /** Every upload of every channel (published or still to come), newest first per channel. */
  List<Upload> uploads() {
    return channels.stream().flatMap(c -> c.uploads().stream()).toList();
  }

  Channel channelOf(Upload upload) {
    return channels.stream()
        .filter(c -> c.id().equals(upload.channelId()))
        .findFirst()
        .orElseThrow();
  }

  Instant start() {
    return start;
  }

  Instant end() {
    return end;
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    return platformAt(clock.instant()).send(request);
  }

  /** The fake platform answering the world as it is at {@code at}'s minute, built once a minute. */
  private FakePlatform platformAt(Instant at) {
    Instant minute = at.truncatedTo(ChronoUnit.MINUTES);
    Built now = built;
    if (now == null || !now.minute().equals(minute)) {
      synchronized (this) {
        now = built;
        if (now == null || !now.minute().equals(minute)) {
          now = new Built(minute, FakePlatform.answering(exchangesAt(minute)));
          built = now;
        }
      }
    }
    return now.platform();
  }

  private List<RecordedExchange> exchangesAt(Instant at) {
    List<RecordedExchange> all = new ArrayList<>();
    for (Channel c : channels) {
      List<Video> listed =
          c.uploads().stream()
              .filter(u -> !u.published().isAfter(at))
              .map(
                  u ->
                      new Video(
                          u.videoId(),
                          u.topic() + " for Beginners, Part " + u.videoId().substring(6),
                          u.topic(),
                          u.viewsAt(at, c.settledViews()),
                          480,
                          u.published(),
                          false))
              .toList();
      all.addAll(
          ConstructedWorld.builder(c.id(), c.title())
              .counts(c.settledViews() * 4, c.settledViews() * 200)
              .videos(listed)
              .pageTime(at)
              .build()
              .exchanges());
    }
    return all;
  }
}
