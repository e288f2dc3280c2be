package io.vidlens.radar;

import io.vidlens.catalog.AgeGroup;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.history.api.VideoSample;
import io.vidlens.history.api.VideoTrajectories;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ContentItem;
import io.vidlens.model.VideoId;
import io.vidlens.model.VideoItem;
import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The breakout scores of a watchlist's channels' recent videos (docs/radar.md, "Breakout scores"):
 * each against its channel's typical curve from the stored trajectories ({@link TypicalCurve}),
 * else, where too few of the channel's videos were sampled around its age, against the equal-age
 * medians of the channel's newest listing ({@link EqualAgeViews}, read through catalog only then).
 */
@Component
record BreakoutScores(VideoTrajectories trajectories, Channels channels, Clock clock) {

  /** Videos published within this are scored. */
  static final Duration RECENT = Duration.ofDays(30);

  enum Basis {
    TRAJECTORIES,
    LISTING
  }

  /**
   * One video's score; {@code published} is null where only the listing's age is known. {@code
   * peers} are its comparison videos with their views at its age (from the basis).
   */
  record VideoScore(
      String videoId,
      Instant published,
      double ageHours,
      long views,
      Basis basis,
      BreakoutScore score,
      List<TypicalCurve.Peer> peers) {

    VideoScore {
      peers = List.copyOf(peers);
    }
  }

  record ChannelScores(WatchedChannel channel, List<VideoScore> videos) {}

  List<ChannelScores> of(Watchlist list) {
    return list.channels().stream()
        .map(c -> new ChannelScores(c, channel(c.channelId(), list.breakoutThreshold())))
        .toList();
  }

  /** The channel's recent videos, newest first, each scored. */
  List<VideoScore> channel(String channelId, double threshold) {
    return channel(channelId, threshold, curve(channelId));
  }

  /** The channel's typical curve from its stored trajectories (those with samples). */
  TypicalCurve curve(String channelId) {
    Map<String, TypicalCurve.Trajectory> stored = new LinkedHashMap<>();
    trajectories
        .channelTrajectories(new ChannelId(channelId), Instant.EPOCH)
        .forEach(
            (id, samples) ->
                trajectories
                    .published(new VideoId(id))
                    .filter(p -> !samples.isEmpty())
                    .ifPresent(p -> stored.put(id, new TypicalCurve.Trajectory(id, p, samples))));
    return new TypicalCurve(stored);
  }

  /** The channel's recent videos, newest first, each scored against {@code curve}. */
  List<VideoScore> channel(String channelId, double threshold, TypicalCurve curve) {
    Map<String, VideoScore> scores = new LinkedHashMap<>();
    List<String> lacking = new ArrayList<>();
    for (VideoScore v : scored(curve, threshold, clock.instant().minus(RECENT))) {
      scores.put(v.videoId(), v);
      if (v.score().comparisonVideos() < BreakoutScore.MIN_PEERS) {
        lacking.add(v.videoId());
      }
    }
    if (curve.trajectories().isEmpty() || !lacking.isEmpty()) {
      fromListing(new ChannelId(channelId), threshold, scores, lacking);
    }
    List<VideoScore> newestFirst = new ArrayList<>(scores.values());
    newestFirst.sort((a, b) -> Double.compare(a.ageHours(), b.ageHours()));
    return newestFirst;
  }

  /**
   * The channel's videos published since {@code since}, each at its latest sample against the
   * typical curve of its other videos; empty when the channel has no stored trajectories at all.
   * Reads the database only.
   */
  Optional<List<VideoScore>> fromTrajectories(ChannelId channel, double threshold, Instant since) {
    TypicalCurve curve = curve(channel.value());
    return curve.trajectories().isEmpty()
        ? Optional.empty()
        : Optional.of(scored(curve, threshold, since));
  }

  private List<VideoScore> scored(TypicalCurve curve, double threshold, Instant since) {
    Instant now = clock.instant();
    List<VideoScore> scores = new ArrayList<>();
    for (TypicalCurve.Trajectory t : curve.trajectories().values()) {
      if (t.published().isBefore(since)) {
        continue;
      }
      VideoSample latest = t.latest();
      double age = t.ageHours(latest);
      List<TypicalCurve.Peer> peers = curve.peersAt(age, t.videoId());
      BreakoutScore score =
          BreakoutScore.of(
              latest.views(),
              age,
              Duration.between(t.published(), now).toSeconds() / 3600.0,
              TypicalCurve.Peer.views(peers),
              threshold);
      scores.add(
          new VideoScore(
              t.videoId(), t.published(), age, latest.views(), Basis.TRAJECTORIES, score, peers));
    }
    return scores;
  }

  /**
   * Scores from the newest listing: the videos it lists as recent that the trajectories did not
   * score, and those they scored on too few comparison videos where the listing has more.
   */
  private void fromListing(
      ChannelId channel, double threshold, Map<String, VideoScore> scores, List<String> lacking) {
    List<VideoItem> videos = new ArrayList<>();
    for (ContentItem item : channels.newestPage(channel, ChannelTab.VIDEOS).items()) {
      if (item instanceof VideoItem v && v.viewCount() != null && v.publishedAgo() != null) {
        videos.add(v);
      }
    }
    List<EqualAgeViews.Aged<String>> aged = new ArrayList<>();
    for (VideoItem v : videos) {
      aged.add(
          new EqualAgeViews.Aged<>(
              v.videoId(), v.viewCount().value(), AgeGroup.hours(v.publishedAgo())));
    }
    EqualAgeViews<String> equalAge = EqualAgeViews.of(aged);
    for (EqualAgeViews.Aged<String> v : aged) {
      boolean known = scores.containsKey(v.key());
      if (v.ageHours() >= RECENT.toHours() || (known && !lacking.contains(v.key()))) {
        continue;
      }
      List<TypicalCurve.Peer> peers = peers(equalAge, v.key());
      BreakoutScore score =
          BreakoutScore.of(
              v.views(), v.ageHours(), v.ageHours(), TypicalCurve.Peer.views(peers), threshold);
      if (known && score.comparisonVideos() <= scores.get(v.key()).score().comparisonVideos()) {
        continue;
      }
      scores.put(
          v.key(),
          new VideoScore(v.key(), null, v.ageHours(), v.views(), Basis.LISTING, score, peers));
    }
  }

  /**
   * The views of the other listed videos of the video's age group (none when it was not scored).
   */
  private static List<TypicalCurve.Peer> peers(EqualAgeViews<String> equalAge, String videoId) {
    Optional<AgeGroup> group =
        equalAge.scored().stream()
            .filter(s -> s.key().equals(videoId))
            .findFirst()
            .map(EqualAgeViews.Scored::group);
    return equalAge.scored().stream()
        .filter(s -> group.isPresent() && s.group() == group.get() && !s.key().equals(videoId))
        .map(s -> new TypicalCurve.Peer(s.key(), s.views()))
        .toList();
  }
}
