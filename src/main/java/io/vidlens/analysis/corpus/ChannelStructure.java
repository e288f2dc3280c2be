package io.vidlens.analysis.corpus;

import java.util.List;
import java.util.Map;

/**
 * The channel's own structure: its series ({@link ChannelSeries}), the videos that promote rather
 * than are its content ({@link PromoFlags}) and the markers that are its branding. The performance
 * sections read the {@link #regular} videos only.
 */
public record ChannelStructure(
    List<ChannelSeries.Group> series, Map<String, PromoFlags.Flag> flags, List<String> branding) {

  public ChannelStructure {
    series = List.copyOf(series);
    flags = Map.copyOf(flags);
    branding = List.copyOf(branding);
  }

  public static ChannelStructure of(Corpus corpus) {
    String title = corpus.channel() == null ? "" : corpus.channel().title();
    Map<String, PromoFlags.Flag> flags = PromoFlags.of(corpus.videos(), title);
    ChannelSeries.Detected found =
        ChannelSeries.detect(corpus.videos(), corpus.playlists(), flags.keySet(), title);
    return new ChannelStructure(found.series(), flags, found.branding());
  }

  /** The videos that are the channel's content: every video not flagged as a promotion. */
  public List<VideoSample> regular(List<VideoSample> videos) {
    return videos.stream().filter(v -> !flags.containsKey(v.videoId())).toList();
  }
}
