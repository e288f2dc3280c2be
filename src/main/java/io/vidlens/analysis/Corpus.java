package io.vidlens.analysis;

import java.time.Instant;
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
    SampleFrame frame,
    List<ChannelPlaylist> playlists) {

  Corpus {
    videos = List.copyOf(videos);
    transcripts = Map.copyOf(transcripts);
    comments = Map.copyOf(comments);
    commentTotals = Map.copyOf(commentTotals);
    frame = frame == null ? SampleFrame.NONE : frame;
    playlists = playlists == null ? List.of() : List.copyOf(playlists);
  }

  Corpus(
      ChannelFacts channel,
      List<VideoSample> videos,
      Map<String, List<Cue>> transcripts,
      int transcriptsTried,
      Map<String, List<CommentText>> comments,
      Map<String, Long> commentTotals,
      int commentsTried) {
    this(
        channel,
        videos,
        transcripts,
        transcriptsTried,
        comments,
        commentTotals,
        commentsTried,
        SampleFrame.NONE,
        List.of());
  }

  static Corpus of(ChannelFacts channel, List<VideoSample> videos) {
    return new Corpus(channel, videos, Map.of(), 0, Map.of(), Map.of(), 0);
  }

  /**
   * The videos with a view count as the corpus's videos; those without one (live now, upcoming,
   * Premium- or members-only) go to the frame, named, and into no statistic.
   */
  static Corpus of(ChannelFacts channel, List<VideoSample> videos, SampleFrame frame) {
    List<VideoSample> counted = videos.stream().filter(v -> v.views() != null).toList();
    return new Corpus(channel, counted, Map.of(), 0, Map.of(), Map.of(), 0, frame, List.of());
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
        frame,
        playlists);
  }

  Corpus withTranscripts(Map<String, List<Cue>> found, int tried) {
    return new Corpus(
        channel, videos, found, tried, comments, commentTotals, commentsTried, frame, playlists);
  }

  Corpus withComments(Map<String, List<CommentText>> found, Map<String, Long> totals, int tried) {
    return new Corpus(
        channel, videos, transcripts, transcriptsTried, found, totals, tried, frame, playlists);
  }

  Corpus withFrame(SampleFrame f) {
    return new Corpus(
        channel,
        videos,
        transcripts,
        transcriptsTried,
        comments,
        commentTotals,
        commentsTried,
        f,
        playlists);
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
        frame,
        found);
  }

  /** The same corpus with {@code now} as the time ages are counted to, unless it has one. */
  Corpus asOf(Instant now) {
    return frame.asOf() != null ? this : withFrame(frame.withAsOf(now));
  }

  /**
   * When the channel was read, what the analysis reckons ages from (in replay, when it was
   * recorded); null when not known (the analysis then reckons from now).
   */
  Instant readAt() {
    return frame.asOf();
  }

  /** The videos' views compared at equal age ({@link EqualAgeScores}). */
  EqualAgeScores equalAge() {
    return EqualAgeScores.of(videos, frame.asOf());
  }

  /** The {@code n} most viewed videos, most viewed first (ties: newer first, the list's order). */
  static List<VideoSample> top(List<VideoSample> videos, int n) {
    return videos.stream()
        .sorted(Comparator.comparingLong(VideoSample::viewsOrZero).reversed())
        .limit(Math.max(0, n))
        .toList();
  }

  /**
   * The top performers of the performance and script sections: the best fifth, at least one, by
   * views at equal age ({@link EqualAgeScores#ranked}).
   */
  List<VideoSample> topPerformers() {
    return equalAge().ranked().stream()
        .limit(Math.max(1, (int) Math.ceil(videos.size() / 5.0)))
        .toList();
  }
}
