package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A let's-play channel's ideas from its viewers' requests ({@link GameRequests}): a game they asked
 * it to play that it has not played becomes the first episode of a new series in its episode form,
 * citing the videos the requests were left on and quoting the most liked; a game the niche's
 * outliers already gave keeps its idea, which then says the viewers asked for it too. The requests
 * are the evidence: where none of the niche's outliers beyond chance is on the game the idea says
 * so, and names the peers' outliers on it that chance explains, so a creator knows it rests on the
 * audience's asking alone.
 */
final class RequestedGameIdeas {

  /** Requested games given at most, beside the niche's. */
  static final int GAMES = 3;

  private RequestedGameIdeas() {}

  /**
   * What the ideas rest on: the channel's played games, its episode form, its videos, whether the
   * niche was read, and the niche's subjects within chance (null in older results).
   */
  record Channel(
      Set<String> played,
      VideoSample form,
      List<VideoSample> videos,
      boolean nicheRead,
      List<OutlierSubject> withinChance) {}

  /**
   * {@code fromNiche} (by the normal key of its game), the requested games added to those that have
   * them, then up to {@link #GAMES} new ideas for requested games the niche did not give.
   */
  static List<Topic> with(
      Map<String, Topic> fromNiche, List<GameRequests.Requested> requested, Channel channel) {
    Map<String, Topic> out = new LinkedHashMap<>(fromNiche);
    List<Topic> added = new ArrayList<>();
    for (GameRequests.Requested r : requested) {
      String key = ChannelSeries.normal(r.name());
      if (played(key, channel.played())) {
        continue;
      }
      Topic given = out.get(key);
      if (given != null) {
        out.put(key, alsoAsked(given, r, channel.videos()));
      } else if (added.size() < GAMES) {
        added.add(idea(r, channel));
      }
    }
    List<Topic> all = new ArrayList<>(out.values());
    all.addAll(added);
    return all;
  }

  /**
   * Whether the channel plays the game: its name, or one begins with the other's words ("Minecraft"
   * of "Minecraft Hardcore", "Ashen Realm" of "Ashen Realm 2", "Ashen Realm 2 DLC").
   */
  static boolean played(String key, Set<String> played) {
    for (String p : played) {
      if (!p.isBlank() && (p.equals(key) || p.startsWith(key + " ") || key.startsWith(p + " "))) {
        return true;
      }
    }
    return false;
  }

  private static Topic idea(GameRequests.Requested r, Channel channel) {
    String title = GameIdeas.firstEpisode(r.name(), channel.form());
    List<Evidence> evidence = new ArrayList<>(asked(r, channel.videos()));
    if (channel.form() != null
        && evidence.stream().noneMatch(e -> e.videoId().equals(channel.form().videoId()))) {
      evidence.add(KindIdeas.own(channel.form()));
    }
    String description =
        "A game the channel's viewers asked it to play, the first episode of a new series"
            + (channel.form() == null
                ? ""
                : " in its episode form (\"" + channel.form().title() + "\")")
            + ": "
            + askedText(r, channel.videos())
            + "; "
            + nicheText(r, channel)
            + ", so the viewers' asking is the evidence.";
    return new Topic(title, description, List.copyOf(evidence));
  }

  private static Topic alsoAsked(Topic given, GameRequests.Requested r, List<VideoSample> videos) {
    List<Evidence> evidence = new ArrayList<>(given.evidence());
    for (Evidence e : asked(r, videos)) {
      if (evidence.stream().noneMatch(o -> o.videoId().equals(e.videoId()))) {
        evidence.add(e);
      }
    }
    String description =
        given.description().replaceAll("\\.$", "") + "; " + askedText(r, videos) + ".";
    return new Topic(given.title(), description, List.copyOf(evidence));
  }

  /**
   * What the niche says of the game: not read, nothing beyond chance, or its outliers within it.
   */
  private static String nicheText(GameRequests.Requested r, Channel channel) {
    if (!channel.nicheRead()) {
      return "no peer channel was read";
    }
    String key = ChannelSeries.normal(r.name());
    OutlierSubject within =
        channel.withinChance() == null
            ? null
            : channel.withinChance().stream()
                .filter(s -> key.equals(ChannelSeries.normal(s.subject())))
                .findFirst()
                .orElse(null);
    if (within == null) {
      return "none of the niche's outliers beyond chance is on it";
    }
    List<OutlierVideo> cited = within.videos().stream().limit(OutsideSubjects.CITED).toList();
    // how widely the peers play it: a staple of several peers is their usual, not a breakout
    String on =
        within.videosWeighed() == null || within.channelsWeighed() == null
            ? ""
            : String.format(
                Locale.ROOT,
                ", where it is on %d %s of %d %s,",
                within.videosWeighed(),
                within.videosWeighed() == 1 ? "video" : "videos",
                within.channelsWeighed(),
                within.channelsWeighed() == 1 ? "channel" : "channels");
    return String.format(
        Locale.ROOT,
        "on the peers%s its %s (%s) %s within what %s usual spread gives (p = %.2f)",
        on,
        cited.size() == 1 ? "outlier" : "outliers",
        KindIdeas.citedText(cited),
        cited.size() == 1 ? "is" : "are",
        within.channels() == 1 ? "its channel's" : "their channels'",
        within.pValue());
  }

  /** "2 viewers asked for 'Pale Forest' (508 likes; the most liked: "…" on "…")". */
  static String askedText(GameRequests.Requested r, List<VideoSample> videos) {
    GameRequests.Ask best = r.best();
    String quote = best.comment().text().strip().replaceAll("\\s+", " ");
    quote = quote.length() > 120 ? quote.substring(0, 117) + "..." : quote;
    String on =
        videos.stream()
            .filter(v -> v.videoId().equals(best.videoId()))
            .findFirst()
            .map(v -> " on \"" + v.title() + "\"")
            .orElse("");
    return String.format(
        Locale.ROOT,
        "%d %s asked for '%s' (%s likes; the most liked: \"%s\"%s)",
        r.askers(),
        r.askers() == 1 ? "viewer" : "viewers",
        r.name(),
        Stats.count(r.likes()),
        quote,
        on);
  }

  /** The channel's videos the requests were left on, most liked request first, at most two. */
  private static List<Evidence> asked(GameRequests.Requested r, List<VideoSample> videos) {
    List<Evidence> out = new ArrayList<>();
    r.asks().stream()
        .sorted((a, b) -> Long.compare(b.comment().likes(), a.comment().likes()))
        .map(GameRequests.Ask::videoId)
        .distinct()
        .limit(2)
        .forEach(
            id ->
                videos.stream()
                    .filter(v -> v.videoId().equals(id))
                    .findFirst()
                    .ifPresent(v -> out.add(KindIdeas.own(v))));
    return out;
  }
}
