package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.EpisodeMarkers;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A let's-play channel's ideas from its niche: the games that were outliers across its gaming peers
 * and that it has not played, most peers first, each the first episode of a new series in the
 * channel's own episode form ("Ember Valley | #01" after "Hollow Depths | #07 The Gate"). A game is
 * named by the words before a title's episode marker ("Sky Forge 2" of "Sky Forge 2 #16 The Gate",
 * a sequel's number kept), else by the words before its first separator ("Ember Valley" of "Ember
 * Valley | Surviving the Storm"); "Let's Play", "Walkthrough" and the like are no part of a game's
 * name. Titles without either name no game. Then the games its viewers asked it to play ({@link
 * RequestedGameIdeas}).
 */
final class GameIdeas {

  private GameIdeas() {}

  /** Games given at most. */
  static final int GAMES = 4;

  private static final Pattern PLAY_WORDS =
      Pattern.compile(
          "(?i)\\b(?:let'?s play|lets play|playthrough|walkthrough|gameplay|full game|blind|review)\\b");
  private static final Pattern SEPARATOR = Pattern.compile("\\s+[|:–—-]\\s+|:\\s+|\\s+\\|");
  private static final int MAX_WORDS = 5;

  static KindIdeas.Kinded of(KindIdeas.Reading in) {
    Set<String> played = new HashSet<>();
    for (VideoSample v : in.videos()) {
      String g = game(v.title());
      if (g != null) {
        played.add(ChannelSeries.normal(g));
      }
    }
    for (String name : in.seriesNames()) {
      played.add(ChannelSeries.normal(PLAY_WORDS.matcher(name).replaceAll(" ")));
    }
    // the newest episode, one whose number is zero-padded first ("#07": the channel pads)
    List<VideoSample> episodes =
        in.videos().stream()
            .filter(v -> EpisodeMarkers.has(v.title()) && game(v.title()) != null)
            .toList();
    VideoSample form =
        episodes.stream()
            .filter(v -> EpisodeMarkers.firstEpisode(v.title()).matches(".*\\D0\\d*1$"))
            .findFirst()
            .orElse(episodes.isEmpty() ? null : episodes.getFirst());
    Map<String, Topic> fromNiche = new LinkedHashMap<>();
    Set<String> claimed = new HashSet<>();
    played.forEach(g -> claimed.add(IdeaPairing.subjectKey(g)));
    int games = 0;
    for (KindIdeas.Drew d :
        KindIdeas.grouped(
            KindIdeas.outliers(in.niche()), KindIdeas.tested(in.niche(), GameIdeas::names))) {
      claimed.add(IdeaPairing.subjectKey(d.name()));
      if (played.contains(ChannelSeries.normal(d.name())) || games >= GAMES) {
        continue;
      }
      games++;
      String title = firstEpisode(d.name(), form);
      List<Evidence> own = form == null ? List.of() : List.of(KindIdeas.own(form));
      String what =
          "A game the channel has not played, the first episode of a new series"
              + (form == null ? "" : " in its episode form (\"" + form.title() + "\")")
              + ": '"
              + d.name()
              + "' was an outlier on its gaming peers";
      fromNiche.put(ChannelSeries.normal(d.name()), KindIdeas.topic(title, what, d, own));
    }
    List<GameRequests.Requested> requested = GameRequests.of(in.comments());
    requested.forEach(r -> claimed.add(IdeaPairing.subjectKey(r.name())));
    List<Topic> out =
        RequestedGameIdeas.with(
            fromNiche,
            requested,
            new RequestedGameIdeas.Channel(
                played,
                form,
                in.videos(),
                in.niche().peers() != null && !in.niche().peers().isEmpty(),
                in.niche().outlierSubjectsWithinChance()));
    return new KindIdeas.Kinded(
        out,
        OwnGameAngles.of(played, in),
        "none of the niche's outlier videos names a game the channel has not played, and no"
            + " viewer's comment read asks for one.",
        claimed);
  }

  private static List<String> names(String title) {
    String g = game(title);
    return g == null ? List.of() : List.of(g);
  }

  /** The game a title names, or null. */
  static String game(String title) {
    String t = title.strip();
    String name = EpisodeMarkers.has(t) ? EpisodeMarkers.before(t) : "";
    if (name.isEmpty()) {
      Matcher m = SEPARATOR.matcher(t);
      name = m.find() && m.start() > 0 ? t.substring(0, m.start()) : "";
    }
    name =
        PLAY_WORDS
            .matcher(name)
            .replaceAll(" ")
            // "Neon Courier (Day 20)": the bracket opened before the marker is no part of the name
            .replaceAll("[\\s|:–—(\\[-]+$", "")
            .replaceAll("^[\\s|:–—-]+", "")
            .replaceAll("\\s{2,}", " ")
            .strip();
    int words = ChannelSeries.words(name).size();
    return words == 0 || words > MAX_WORDS || ChannelSeries.empty(ChannelSeries.normal(name))
        ? null
        : name;
  }

  /** The new game's first episode in the channel's form, or "<Game> #1" without one. */
  static String firstEpisode(String game, VideoSample form) {
    if (form == null) {
      return game + " #1";
    }
    String opening = EpisodeMarkers.firstEpisode(form.title());
    String own = game(form.title());
    int at = opening.indexOf(own);
    return at < 0
        ? game + " #1"
        : opening.substring(0, at) + game + opening.substring(at + own.length());
  }
}
