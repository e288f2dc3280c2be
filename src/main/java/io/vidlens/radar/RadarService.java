package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.api.PlatformFailures;
import io.vidlens.radar.api.ChannelRadar;
import io.vidlens.radar.api.Radar;
import io.vidlens.radar.api.UsualViews;
import io.vidlens.radar.api.VideoBreakout;
import io.vidlens.radar.api.VideoRadar;
import io.vidlens.radar.api.VideoTrajectory;
import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.WatchlistRadar;
import io.vidlens.radar.api.Watchlists;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/**
 * The dashboard's view of a watchlist (docs/radar.md, "Dashboard page"): the breakout operation's
 * scores ({@link BreakoutScores}) and the usual curve they are computed against ({@link
 * TypicalCurve}, {@link Quartiles}), read once per channel.
 */
@Component
record RadarService(Watchlists watchlists, BreakoutScores scores, Clock clock) implements Radar {

  /** How many of a channel's newest recent videos its chart draws (the table lists them all). */
  static final int DRAWN = 5;

  /** The usual curve's ages: every 2 hours to 48, then every 12. */
  private static final double FINE_STEP = 2;

  private static final double COARSE_STEP = 12;

  @Override
  public Optional<WatchlistRadar> watchlist(String accountId, String watchlistId) {
    return watchlists
        .find(accountId, watchlistId)
        .map(
            list ->
                new WatchlistRadar(
                    list,
                    clock.instant(),
                    list.channels().stream()
                        .map(c -> channel(c, list.breakoutThreshold()))
                        .toList()));
  }

  @Override
  public Optional<VideoRadar> video(String accountId, String watchlistId, String videoId) {
    Optional<Watchlist> found = watchlists.find(accountId, watchlistId);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    Watchlist list = found.get();
    for (WatchedChannel channel : list.channels()) {
      TypicalCurve curve = scores.curve(channel.channelId());
      TypicalCurve.Trajectory t = curve.trajectories().get(videoId);
      if (t == null) {
        continue;
      }
      VideoTrajectory first = trajectory(t, FIRST_HOURS);
      List<UsualViews> usual = new ArrayList<>();
      for (VideoTrajectory.AgedViews s : first.samples()) {
        usualAt(curve, s.ageHours(), Set.of(videoId)).ifPresent(usual::add);
      }
      VideoBreakout score = null;
      String note = null;
      try {
        score =
            scores.channel(channel.channelId(), list.breakoutThreshold(), curve).stream()
                .filter(v -> v.videoId().equals(videoId))
                .findFirst()
                .map(RadarService::breakout)
                .orElse(null);
        if (score == null) {
          note =
              "Not scored: only videos published in the last "
                  + BreakoutScores.RECENT.toDays()
                  + " days are.";
        }
      } catch (RuntimeException e) {
        note = unreadable(e);
      }
      return Optional.of(new VideoRadar(list, channel, first, usual, score, note));
    }
    return Optional.empty();
  }

  private ChannelRadar channel(WatchedChannel channel, double threshold) {
    TypicalCurve curve = scores.curve(channel.channelId());
    Instant since = clock.instant().minus(BreakoutScores.RECENT);
    List<VideoTrajectory> recent =
        curve.trajectories().values().stream()
            .filter(t -> !t.published().isBefore(since))
            .sorted(Comparator.comparing(TypicalCurve.Trajectory::published).reversed())
            .limit(DRAWN)
            .map(t -> trajectory(t, Double.MAX_VALUE))
            .toList();
    Set<String> drawn =
        recent.stream().map(VideoTrajectory::videoId).collect(Collectors.toUnmodifiableSet());
    double oldest =
        recent.stream().mapToDouble(v -> v.samples().getLast().ageHours()).max().orElse(0);
    List<UsualViews> usual = new ArrayList<>();
    for (double age : ages(oldest)) {
      usualAt(curve, age, drawn).ifPresent(usual::add);
    }
    List<VideoBreakout> breakouts = List.of();
    String note = null;
    try {
      breakouts =
          scores.channel(channel.channelId(), threshold, curve).stream()
              .map(RadarService::breakout)
              .toList();
    } catch (RuntimeException e) {
      note = unreadable(e);
    }
    return new ChannelRadar(channel, recent, usual, breakouts, note);
  }

  /**
   * The usual at the age: the quartiles of the other videos' views there, as a score takes them;
   * none where fewer videos than a score trusts were sampled around it.
   */
  private static Optional<UsualViews> usualAt(TypicalCurve curve, double age, Set<String> except) {
    List<TypicalCurve.Peer> peers = curve.peersAt(age, except);
    if (peers.size() < BreakoutScore.MIN_PEERS) {
      return Optional.empty();
    }
    Quartiles q = Quartiles.of(TypicalCurve.Peer.views(peers));
    return Optional.of(new UsualViews(age, peers.size(), q.median(), q.lower(), q.upper()));
  }

  /** The ages the usual curve is drawn at, up to {@code upTo} hours. */
  static List<Double> ages(double upTo) {
    List<Double> ages = new ArrayList<>();
    for (double age = FINE_STEP; age <= upTo; ) {
      ages.add(age);
      age += age < FIRST_HOURS ? FINE_STEP : COARSE_STEP;
    }
    return ages;
  }

  private static VideoTrajectory trajectory(TypicalCurve.Trajectory t, double upToHours) {
    return new VideoTrajectory(
        t.videoId(),
        t.published(),
        t.samples().stream()
            .map(s -> new VideoTrajectory.AgedViews(t.ageHours(s), s.views()))
            .filter(s -> s.ageHours() <= upToHours)
            .toList());
  }

  private static VideoBreakout breakout(BreakoutScores.VideoScore v) {
    BreakoutScore s = v.score();
    return new VideoBreakout(
        v.videoId(),
        v.published(),
        v.ageHours(),
        v.views(),
        s.usualViews(),
        s.ratio(),
        s.low(),
        s.high(),
        v.basis().name().toLowerCase(Locale.ROOT),
        s.tracking(),
        s.breakout(),
        s.summary(),
        v.peers().stream().map(p -> new VideoBreakout.Comparison(p.videoId(), p.views())).toList());
  }

  /** Why the scores are missing when the listing they needed could not be read now. */
  private static String unreadable(RuntimeException e) {
    ApiException failure = PlatformFailures.of(e).orElseThrow(() -> e);
    return "The scores could not be computed now: the channel's newest listing, needed where too"
        + " few of its videos were sampled around a video's age, could not be read ("
        + failure.getMessage()
        + "). Try again later.";
  }
}
