package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A let's-play channel's own games, in the angle that broke out on a peer: a peer's outlier (one
 * the niche kept beyond chance) on a game the channel plays ("I Played Ashen Realm 2 Blindfolded",
 * 4.6× its channel) gives the channel's next episode of that game with the angle as its subtitle
 * ("Ashen Realm 2 #15 Blindfolded"), citing the peer's video and the channel's latest episode. The
 * angle is what a one-off title (no episode marker: an episode's subtitle is its own content) says
 * besides the game, separators and a first-person lead ("I Played", "Playing"), in one to five
 * words. The game is the channel's own, so the idea brings no new subject.
 */
final class OwnGameAngles {

  /** Angles given at most. */
  static final int ANGLES = 2;

  static final int MAX_WORDS = 5;

  private static final Pattern LEAD =
      Pattern.compile(
          "(?i)^(?:i|we|can i|can we)?\\s*(?:played|play|tried|beat|finished|playing|trying)\\b\\s*");

  private OwnGameAngles() {}

  static List<Topic> of(Set<String> played, KindIdeas.Reading in) {
    List<Topic> out = new ArrayList<>();
    for (OutlierVideo o : KindIdeas.outliers(in.niche())) {
      if (out.size() >= ANGLES) {
        break;
      }
      // an episode's subtitle is that episode's content, not an angle another channel can take
      String game = EpisodeMarkers.has(o.title()) ? null : playedIn(o.title(), played);
      VideoSample latest = game == null ? null : latestEpisode(game, in.videos());
      String angle = game == null ? null : angle(o.title(), game);
      if (latest == null || angle == null) {
        continue;
      }
      String title = nextEpisode(latest) + " " + angle;
      out.add(
          KindIdeas.topic(
              title,
              "The angle that broke out on a peer on a game the channel plays ('"
                  + angle
                  + "'), as its next episode after \""
                  + latest.title()
                  + "\"",
              new KindIdeas.Drew(angle, 1, List.of(o)),
              List.of(KindIdeas.own(latest))));
    }
    return out;
  }

  /** The longest game the channel plays that the title names as whole words; null for none. */
  static String playedIn(String title, Set<String> played) {
    String padded = " " + ChannelSeries.normal(title) + " ";
    return played.stream()
        .filter(g -> !g.isBlank() && padded.contains(" " + g + " "))
        .max(Comparator.comparingInt(String::length))
        .orElse(null);
  }

  /** What the title says besides the game: one to five words, or null. */
  static String angle(String title, String game) {
    String rest = EpisodeMarkers.strip(title);
    int at = rest.toLowerCase(Locale.ROOT).indexOf(game);
    if (at >= 0) {
      rest = rest.substring(0, at) + " " + rest.substring(at + game.length());
    }
    rest = rest.replaceAll("[|:–—()\\[\\]#-]+", " ").replaceAll("\\s+", " ").strip();
    rest = LEAD.matcher(rest).replaceFirst("").strip();
    int words = ChannelSeries.words(rest).size();
    return words == 0 || words > MAX_WORDS || ChannelSeries.empty(ChannelSeries.normal(rest))
        ? null
        : rest;
  }

  private static VideoSample latestEpisode(String game, List<VideoSample> videos) {
    return videos.stream()
        .filter(v -> EpisodeMarkers.number(v.title()).isPresent())
        .filter(v -> game.equals(normalGame(v.title())))
        .max(Comparator.comparingInt(v -> EpisodeMarkers.number(v.title()).getAsInt()))
        .orElse(null);
  }

  private static String normalGame(String title) {
    String g = GameIdeas.game(title);
    return g == null ? null : ChannelSeries.normal(g);
  }

  /** The latest episode's opening with the next number, padded as it pads ("#14" → "#15"). */
  static String nextEpisode(VideoSample latest) {
    int next = EpisodeMarkers.number(latest.title()).getAsInt() + 1;
    String opening = EpisodeMarkers.firstEpisode(latest.title());
    String digits = opening.replaceAll("^.*?(\\d+)$", "$1");
    String number = String.valueOf(next);
    if (digits.startsWith("0") && number.length() < digits.length()) {
      number = "0".repeat(digits.length() - number.length()) + number;
    }
    return opening.substring(0, opening.length() - digits.length()) + number;
  }
}
