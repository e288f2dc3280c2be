package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.analysis.result.NicheEvidence.OutlierVideo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A music channel's ideas from its niche: the sounds (the genres its peers' outlier tracks name,
 * "[Phonk]") and the collaborations (the artists they feature, "ft. Kairo") that drew, those the
 * channel has not used first. A sound is a remix of the channel's best track in it ("Nova - Night
 * Drive (Phonk Remix) [Phonk]"); a collaboration its next best track featuring the artist, in the
 * channel's own "Artist - Track [Genre]" form ({@link MusicTitles}). Where the breakouts are by the
 * label's own artists (labels share artists: "Tomo Hayes - Saudade [Bossa Lofi]" on another
 * channel), each of those artists (up to {@link #PER_NAME}) gets the idea on their best track here,
 * their own breakout cited first.
 */
final class MusicIdeas {

  private MusicIdeas() {}

  /** Sounds and collaborators given at most, each. */
  static final int EACH = 3;

  static KindIdeas.Kinded of(KindIdeas.Reading in) {
    List<VideoSample> byViews = Corpus.top(in.videos(), in.videos().size());
    String named = mostFrequent(in.videos(), v -> MusicTitles.artist(v.title()));
    String artist = named != null ? named : in.channelTitle();
    String genre = mostFrequent(in.videos(), v -> first(MusicTitles.genres(v.title())));
    Set<String> usedSounds = new HashSet<>();
    Set<String> usedArtists = new HashSet<>();
    usedArtists.add(MusicTitles.key(artist));
    List<VideoSample> tracks = new ArrayList<>();
    for (VideoSample v : byViews) {
      MusicTitles.genres(v.title()).forEach(g -> usedSounds.add(MusicTitles.key(g)));
      MusicTitles.featured(v.title()).forEach(a -> usedArtists.add(MusicTitles.key(a)));
      if (MusicTitles.track(v.title()) != null && tracks.size() < 2) {
        tracks.add(v);
      }
    }
    List<Topic> out = new ArrayList<>();
    if (tracks.isEmpty()) {
      return new KindIdeas.Kinded(
          out, List.of(), "the channel's titles name no track to build on.");
    }
    List<OutlierVideo> outliers = KindIdeas.outliers(in.niche());
    Map<String, VideoSample> bestOfArtist = new LinkedHashMap<>();
    for (VideoSample v : byViews) {
      String own = MusicTitles.artist(v.title());
      if (own != null && MusicTitles.track(v.title()) != null) {
        bestOfArtist.putIfAbsent(MusicTitles.key(own), v);
      }
    }
    Picks picks = new Picks(bestOfArtist, new HashSet<>());
    // the sounds and artists given are the kind's: a viewer asking for one is noted on its idea
    Set<String> claimed = new HashSet<>();
    unused(
        out,
        outliers,
        KindIdeas.tested(in.niche(), MusicTitles::genres),
        usedSounds,
        picks,
        tracks.getFirst(),
        (sound, track) ->
            artistOf(track, artist)
                + " - "
                + MusicTitles.track(track.title())
                + " ("
                + sound
                + " Remix) ["
                + sound
                + "]",
        (drew, track) ->
            "A sound the channel has not released that drew across the niche ('"
                + drew.name()
                + "'), as a remix of "
                + trackOf(track, artist, tracks.getFirst(), drew, "%s track"),
        claimed);
    unused(
        out,
        outliers,
        KindIdeas.tested(in.niche(), MusicTitles::featured),
        usedArtists,
        picks,
        tracks.getLast(),
        (featured, track) ->
            artistOf(track, artist)
                + " - "
                + MusicTitles.track(track.title())
                + " ft. "
                + featured
                + " (Remix)"
                + (genre == null ? "" : " [" + genre + "]"),
        (drew, track) ->
            "A collaboration with an artist the channel has not featured, whose features drew"
                + " across the niche ('"
                + drew.name()
                + "'), on "
                + trackOf(track, artist, tracks.getLast(), drew, "track featuring %s"),
        claimed);
    return new KindIdeas.Kinded(
        out,
        List.of(),
        "no outlier of the niche names a sound (a genre in brackets) or a featured artist the"
            + " channel has not used.",
        claimed);
  }

  /**
   * The track's own artist (a label channel releases many: "Sleepy Fox - Balcony Plants" stays
   * Sleepy Fox's), else the channel's most frequent one.
   */
  private static String artistOf(VideoSample track, String usual) {
    String own = MusicTitles.artist(track.title());
    return own == null ? usual : own;
  }

  /**
   * The label's best track of each of its artists, and the tracks ideas were built on already (a
   * track is built on once).
   */
  private record Picks(Map<String, VideoSample> bestOfArtist, Set<String> used) {

    /**
     * The tracks to build a name's ideas on: the channel's best track of each of its own artists
     * whose track with that name was one of the breakouts (a label's artists release on its peers
     * too: "Tomo Hayes - Saudade [Bossa Lofi]" on another channel), at most {@link #PER_NAME}; else
     * {@code fallback}.
     */
    List<VideoSample> of(KindIdeas.Drew d, VideoSample fallback) {
      List<VideoSample> out = new ArrayList<>();
      for (OutlierVideo v : d.videos()) {
        String by = MusicTitles.artist(v.title());
        VideoSample best = by == null ? null : bestOfArtist.get(MusicTitles.key(by));
        if (best != null && !out.contains(best) && !used.contains(best.videoId())) {
          out.add(best);
        }
      }
      if (out.isEmpty() && !used.contains(fallback.videoId())) {
        out.add(fallback);
      }
      List<VideoSample> kept = out.stream().limit(PER_NAME).toList();
      kept.forEach(v -> used.add(v.videoId()));
      return kept;
    }
  }

  /** Artists of the label given one name's idea at most. */
  static final int PER_NAME = 3;

  /**
   * Adds the first {@link #EACH} names that drew across the niche (as {@code names} reads them from
   * the outliers' titles) and that the channel has not used ({@code used}, by {@link
   * MusicTitles#key}), each an idea per track {@link Picks#of} gives, titled and described from the
   * name and the track; the artist's own breakout is cited first.
   */
  private static void unused(
      List<Topic> out,
      List<OutlierVideo> outliers,
      Function<String, List<String>> names,
      Set<String> used,
      Picks picks,
      VideoSample fallback,
      BiFunction<String, VideoSample, String> title,
      BiFunction<KindIdeas.Drew, VideoSample, String> what,
      Set<String> claimed) {
    int given = 0;
    for (KindIdeas.Drew d : KindIdeas.grouped(outliers, names)) {
      if (given == EACH) {
        return;
      }
      if (used.contains(MusicTitles.key(d.name()))) {
        continue;
      }
      given++;
      claimed.add(IdeaPairing.subjectKey(d.name()));
      for (VideoSample track : picks.of(d, fallback)) {
        out.add(
            KindIdeas.topic(
                title.apply(d.name(), track),
                what.apply(d, track),
                artistFirst(d, MusicTitles.artist(track.title())),
                List.of(KindIdeas.own(track))));
      }
    }
  }

  /** The name's breakouts with the artist's own first. */
  private static KindIdeas.Drew artistFirst(KindIdeas.Drew d, String artist) {
    if (artist == null) {
      return d;
    }
    List<OutlierVideo> videos = new ArrayList<>(d.videos());
    videos.sort(
        java.util.Comparator.comparing(
            (OutlierVideo v) -> !MusicTitles.key(artist).equals(keyOf(v.title()))));
    return new KindIdeas.Drew(d.name(), d.channels(), videos);
  }

  private static String keyOf(String title) {
    String a = MusicTitles.artist(title);
    return a == null ? "" : MusicTitles.key(a);
  }

  /**
   * The track an idea builds on, as its description says it: "its best track", or "Tomo Hayes's
   * best track here ('Tea at Dusk'), as Tomo Hayes's own Bossa Lofi track broke out on Tape Hiss
   * Records".
   */
  private static String trackOf(
      VideoSample track, String usual, VideoSample best, KindIdeas.Drew d, String ownTrack) {
    String by = artistOf(track, usual);
    OutlierVideo own =
        d.videos().stream()
            .filter(v -> MusicTitles.key(by).equals(keyOf(v.title())))
            .findFirst()
            .orElse(null);
    String which =
        track.videoId().equals(best.videoId())
            ? "its best track"
            : by + "'s best track here ('" + MusicTitles.track(track.title()) + "')";
    return own == null
        ? which
        : which
            + ", as "
            + by
            + "'s own "
            + String.format(ownTrack, d.name())
            + " broke out on "
            + own.channelName();
  }

  private static String first(List<String> list) {
    return list.isEmpty() ? null : list.getFirst();
  }

  /** The value most of the videos give (the first on a tie), null when none gives one. */
  private static String mostFrequent(
      List<VideoSample> videos, Function<VideoSample, String> value) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    videos.stream()
        .map(value)
        .filter(Objects::nonNull)
        .forEach(v -> counts.merge(v, 1, Integer::sum));
    return counts.entrySet().stream()
        .max(Map.Entry.comparingByValue())
        .map(Map.Entry::getKey)
        .orElse(null);
  }
}
