package io.vidlens.analysis;

import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Everything the fetch stages gathered: the channel, its recent videos (newest first), and the
 * transcripts and comments of the top videos that could be read. {@code transcriptsTried} and
 * {@code commentsTried} are the videos asked for; the maps hold the ones that answered, so the
 * result can say how many were covered. {@code playlists}: the channel's own named groups.
 */
record Corpus(
    ChannelFacts channel,
    List<VideoSample> videos,
    Map<String, List<Cue>> transcripts,
    int transcriptsTried,
    Map<String, List<CommentText>> comments,
    Map<String, Long> commentTotals,
    int commentsTried,
    List<ChannelPlaylist> playlists) {

  Corpus {
    videos = List.copyOf(videos);
    transcripts = Map.copyOf(transcripts);
    comments = Map.copyOf(comments);
    commentTotals = Map.copyOf(commentTotals);
    playlists = playlists == null ? List.of() : List.copyOf(playlists);
  }

  static Corpus of(ChannelFacts channel, List<VideoSample> videos) {
    return new Corpus(channel, videos, Map.of(), 0, Map.of(), Map.of(), 0, List.of());
  }

  Corpus withVideos(List<VideoSample> samples) {
    return new Corpus(
        channel,
        samples,
        transcripts,
        transcriptsTried,
        comments,
        commentTotals,
        commentsTried,
        playlists);
  }

  Corpus withTranscripts(Map<String, List<Cue>> found, int tried) {
    return new Corpus(
        channel, videos, found, tried, comments, commentTotals, commentsTried, playlists);
  }

  Corpus withComments(Map<String, List<CommentText>> found, Map<String, Long> totals, int tried) {
    return new Corpus(
        channel, videos, transcripts, transcriptsTried, found, totals, tried, playlists);
  }

  /** The channel's playlists (the first page of its Playlists tab), the creator's own groups. */
  Corpus withPlaylists(List<ChannelPlaylist> found) {
    return new Corpus(
        channel,
        videos,
        transcripts,
        transcriptsTried,
        comments,
        commentTotals,
        commentsTried,
        found);
  }

  /** The {@code n} most viewed videos, most viewed first (ties: newer first, the list's order). */
  static List<VideoSample> top(List<VideoSample> videos, int n) {
    return videos.stream()
        .sorted(Comparator.comparingLong(VideoSample::viewsOrZero).reversed())
        .limit(Math.max(0, n))
        .toList();
  }

  /** The top performers of the performance and script sections: the best fifth, at least one. */
  List<VideoSample> topPerformers() {
    return top(videos, Math.max(1, (int) Math.ceil(videos.size() / 5.0)));
  }
}
