package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.CommentText;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Evidence;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.analysis.result.NicheEvidence.OutlierSubject;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The ideas a kind of channel gets from its niche (issue 37, point 3), beside the outside subjects
 * every channel gets ({@link OutsideSubjects}): a let's-play channel the games that were outliers
 * across its gaming peers ({@link GameIdeas}), a news channel follow-ups and formats that drew
 * ({@link NewsIdeas}), a music channel the sounds and collaborations that drew ({@link
 * MusicIdeas}). Each rests on the peers' outlier videos, cited with channel, views and equal-age
 * score. {@code fresh}: ideas on a subject the channel has not filmed (they count towards the half
 * from outside); {@code own}: follow-ups on the channel's own stories; {@code note}: why a kind got
 * none, for the shortfall; {@code claimed}: the subject keys ({@link IdeaPairing#subjectKey}) that
 * are the kind's to give and no other template's to take (a game is no episode subtitle of another
 * game's series).
 */
final class KindIdeas {

  private KindIdeas() {}

  record Kinded(List<Topic> fresh, List<Topic> own, String note, Set<String> claimed) {

    static final Kinded NONE = new Kinded(List.of(), List.of(), null, Set.of());

    Kinded(List<Topic> fresh, List<Topic> own, String note) {
      this(fresh, own, note, Set.of());
    }
  }

  /**
   * What the kind's ideas read: the channel's videos and series, its brand, the niche, and how a
   * phrase is read from titles ({@link OutsideSubjects#sharedPhrase}).
   */
  record Reading(
      List<VideoSample> videos,
      List<String> seriesNames,
      List<String> branding,
      String channelTitle,
      NicheAnalysis niche,
      Function<List<String>, String> phrase,
      Map<String, List<CommentText>> comments) {

    Reading withNiche(NicheAnalysis read) {
      return new Reading(videos, seriesNames, branding, channelTitle, read, phrase, comments);
    }

    List<String> normalTitles() {
      return videos.stream().map(v -> ChannelSeries.normal(v.title())).toList();
    }
  }

  /**
   * Something that drew across the niche (a game, a format, a sound, a collaborator): its name as
   * first written, the peer channels it drew on, its outlier videos (each channel's best first).
   */
  record Drew(String name, int channels, List<OutlierVideo> videos) {}

  /** A niche that could not be read: no peers, no outliers. */
  static final NicheAnalysis UNREAD =
      new NicheAnalysis(0, null, Map.of(), List.of(), List.of(), List.of(), null, List.of());

  static Kinded of(ChannelKind kind, Reading read) {
    boolean niche = read.niche() != null && read.niche().peers() != null;
    // a let's-play channel's viewers ask for games whether or not the niche could be read
    if (kind == ChannelKind.OTHER || (!niche && kind != ChannelKind.LETS_PLAY)) {
      return Kinded.NONE;
    }
    Reading in = niche ? read : read.withNiche(UNREAD);
    Kinded found =
        switch (kind) {
          case LETS_PLAY -> GameIdeas.of(in);
          case NEWS -> NewsIdeas.of(in);
          case MUSIC -> MusicIdeas.of(in);
          case OTHER -> Kinded.NONE;
        };
    Set<String> titles = new HashSet<>();
    in.videos().forEach(v -> titles.add(v.title().toLowerCase(Locale.ROOT)));
    // none restates a title the channel has, none twice
    List<Topic> fresh = kept(found.fresh(), titles);
    List<Topic> own = kept(found.own(), titles);
    String note =
        fresh.isEmpty() && own.isEmpty() && !in.niche().peers().isEmpty()
            ? kind.who + " gets " + kind.gets + ": " + found.note()
            : null;
    return new Kinded(fresh, own, note, found.claimed());
  }

  private static List<Topic> kept(List<Topic> topics, Set<String> titles) {
    List<Topic> out = new ArrayList<>();
    for (Topic t : topics) {
      if (titles.add(t.title().toLowerCase(Locale.ROOT))) {
        out.add(t);
      }
    }
    return out;
  }

  /** Every outlier video of the niche once, best first. */
  static List<OutlierVideo> outliers(NicheAnalysis niche) {
    Map<String, OutlierVideo> byId = new LinkedHashMap<>();
    if (niche.outlierSubjects() != null) {
      for (OutlierSubject s : niche.outlierSubjects()) {
        s.videos().forEach(v -> byId.putIfAbsent(v.videoId(), v));
      }
    }
    return byId.values().stream()
        .sorted(Comparator.comparingDouble(OutlierVideo::equalAgeScore).reversed())
        .toList();
  }

  /**
   * {@code names}, keeping only the names the niche found beyond chance (its subjects' names, where
   * it tested the outliers by name: {@code NicheOutliers}), a name that extends one of them
   * ("IRONBOUND FRONTIER is Incredible") read as that one: a sound on one outlier beside a tested
   * artist's ("[Jazzhop]" on a "ft. Mira Sol" track) is no evidence of its own.
   */
  static Function<String, List<String>> tested(
      NicheAnalysis niche, Function<String, List<String>> names) {
    Map<String, String> subjects = new LinkedHashMap<>();
    if (niche.outlierSubjects() != null) {
      niche
          .outlierSubjects()
          .forEach(s -> subjects.putIfAbsent(ChannelSeries.normal(s.subject()), s.subject()));
    }
    return title -> {
      List<String> out = new ArrayList<>();
      for (String name : names.apply(title)) {
        String key = ChannelSeries.normal(name);
        String kept = subjects.get(key);
        for (var e : subjects.entrySet()) {
          if (kept == null && KindNames.extendsName(key, e.getKey())) {
            kept = e.getValue();
          }
        }
        if (kept != null && !out.contains(kept)) {
          out.add(kept);
        }
      }
      return out;
    };
  }

  /**
   * The outlier videos grouped by the names each title gives ({@code names}; compared in lower
   * case): most channels first, then the best score.
   */
  static List<Drew> grouped(List<OutlierVideo> videos, Function<String, List<String>> names) {
    Map<String, String> shown = new LinkedHashMap<>();
    Map<String, List<OutlierVideo>> by = new LinkedHashMap<>();
    for (OutlierVideo v : videos) {
      for (String name : new LinkedHashSet<>(names.apply(v.title()))) {
        String key = ChannelSeries.normal(name);
        if (key.isBlank() || ChannelSeries.empty(key)) {
          continue;
        }
        shown.putIfAbsent(key, name);
        by.computeIfAbsent(key, k -> new ArrayList<>()).add(v);
      }
    }
    List<Drew> out = new ArrayList<>();
    by.forEach(
        (key, list) -> {
          List<OutlierVideo> firsts = new ArrayList<>();
          List<OutlierVideo> rest = new ArrayList<>();
          Set<String> channels = new HashSet<>();
          for (OutlierVideo v : list) {
            (channels.add(v.channelId()) ? firsts : rest).add(v);
          }
          firsts.addAll(rest);
          out.add(new Drew(shown.get(key), channels.size(), firsts));
        });
    out.sort(
        Comparator.comparingInt(Drew::channels)
            .thenComparingDouble(d -> d.videos().getFirst().equalAgeScore())
            .reversed());
    return out;
  }

  /**
   * An idea resting on what drew: {@code what} says what it is; the peers' videos (up to {@link
   * OutsideSubjects#CITED}) are cited first, then {@code own}, the channel's videos it builds on.
   */
  static Topic topic(String title, String what, Drew drew, List<Evidence> own) {
    List<OutlierVideo> cited = drew.videos().stream().limit(OutsideSubjects.CITED).toList();
    List<Evidence> evidence = new ArrayList<>();
    cited.forEach(v -> evidence.add(OutsideSubjects.evidence(v)));
    evidence.addAll(own);
    String description =
        String.format(
            Locale.ROOT,
            "%s; it drew on %d peer %s (%s).",
            what,
            drew.channels(),
            drew.channels() == 1 ? "channel" : "channels",
            citedText(cited));
    return new Topic(title, description, List.copyOf(evidence));
  }

  /** The peers' videos as a creator reads them: channel, title, views, equal-age score. */
  static String citedText(List<OutlierVideo> cited) {
    return String.join(
        "; ",
        cited.stream()
            .map(
                v ->
                    String.format(
                        Locale.ROOT,
                        "%s: \"%s\", %s views, %.1f× its channel at equal age",
                        v.channelName(),
                        v.title(),
                        v.views() == null ? "?" : Stats.count(v.views()),
                        v.equalAgeScore()))
            .toList());
  }

  /** The channel's own video as evidence. */
  static Evidence own(VideoSample v) {
    return new Evidence(v.videoId(), v.title(), v.views());
  }
}
