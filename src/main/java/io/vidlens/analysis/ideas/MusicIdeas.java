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
import java.util.function.Function;

/**
 * A music channel's ideas from its niche: the sounds (the genres its peers' outlier tracks name,
 * "[Phonk]") and the collaborations (the artists they feature, "ft. Kairo") that drew, those the
 * channel has not used first. A sound is a remix of the channel's best track in it ("Nova - Night
 * Drive (Phonk Remix) [Phonk]"); a collaboration its next best track featuring the artist, in the
 * channel's own "Artist - Track [Genre]" form ({@link MusicTitles}).
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
    VideoSample best = tracks.getFirst();
    VideoSample next = tracks.getLast();
    unused(
        out,
        outliers,
        KindIdeas.tested(in.niche(), MusicTitles::genres),
        usedSounds,
        best,
        sound ->
            artistOf(best, artist)
                + " - "
                + MusicTitles.track(best.title())
                + " ("
                + sound
                + " Remix) ["
                + sound
                + "]",
        sound ->
            "A sound the channel has not released that drew across the niche ('"
                + sound
                + "'), as a remix of its best track");
    unused(
        out,
        outliers,
        KindIdeas.tested(in.niche(), MusicTitles::featured),
        usedArtists,
        next,
        featured ->
            artistOf(next, artist)
                + " - "
                + MusicTitles.track(next.title())
                + " ft. "
                + featured
                + " (Remix)"
                + (genre == null ? "" : " [" + genre + "]"),
        featured ->
            "A collaboration with an artist the channel has not featured, whose features drew"
                + " across the niche ('"
                + featured
                + "')");
    return new KindIdeas.Kinded(
        out,
        List.of(),
        "no outlier of the niche names a sound (a genre in brackets) or a featured artist the"
            + " channel has not used.");
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
   * Adds the first {@link #EACH} names that drew across the niche (as {@code names} reads them from
   * the outliers' titles) and that the channel has not used ({@code used}, by {@link
   * MusicTitles#key}), each an idea titled and described from the name, built on its track {@code
   * own}.
   */
  private static void unused(
      List<Topic> out,
      List<OutlierVideo> outliers,
      Function<String, List<String>> names,
      Set<String> used,
      VideoSample own,
      Function<String, String> title,
      Function<String, String> what) {
    int given = 0;
    for (KindIdeas.Drew d : KindIdeas.grouped(outliers, names)) {
      if (given == EACH) {
        return;
      }
      if (!used.contains(MusicTitles.key(d.name()))) {
        given++;
        out.add(
            KindIdeas.topic(
                title.apply(d.name()), what.apply(d.name()), d, List.of(KindIdeas.own(own))));
      }
    }
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
