package io.vidlens.analysis.corpus;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Everything the fetch stages gathered: the channel, its recent videos (newest first), and the
 * transcripts and comments of the top videos that could be read. Each read counts the videos asked
 * for ({@code tried}); its maps hold the ones that answered, so the result can say how many were
 * covered. {@code playlists}: the channel's own named groups.
 */
public record Corpus(
    ChannelFacts channel,
    List<VideoSample> videos,
    TranscriptsRead transcriptsRead,
    CommentsRead commentsRead,
    SampleFrame frame,
    List<ChannelPlaylist> playlists) {

  /** The transcripts that could be read, by video ID, of the {@code tried} videos asked for. */
  record TranscriptsRead(Map<String, List<Cue>> found, int tried) {

    static final TranscriptsRead NONE = new TranscriptsRead(Map.of(), 0);

    TranscriptsRead {
      found = Map.copyOf(found);
    }
  }

  /**
   * The comments that could be read, by video ID, with each video's comment count where the
   * platform told it ({@code totals}), of the {@code tried} videos asked for.
   */
  record CommentsRead(Map<String, List<CommentText>> found, Map<String, Long> totals, int tried) {

    static final CommentsRead NONE = new CommentsRead(Map.of(), Map.of(), 0);

    CommentsRead {
      found = Map.copyOf(found);
      totals = Map.copyOf(totals);
    }
  }

  public Corpus {
    videos = List.copyOf(videos);
    frame = frame == null ? SampleFrame.NONE : frame;
    playlists = playlists == null ? List.of() : List.copyOf(playlists);
  }

  public static Corpus of(ChannelFacts channel, List<VideoSample> videos) {
    return new Corpus(
        channel, videos, TranscriptsRead.NONE, CommentsRead.NONE, SampleFrame.NONE, List.of());
  }

  /**
   * The videos with a view count as the corpus's videos; those without one (live now, upcoming,
   * Premium- or members-only) go to the frame, named, and into no statistic.
   */
  public static Corpus of(ChannelFacts channel, List<VideoSample> videos, SampleFrame frame) {
    List<VideoSample> counted = videos.stream().filter(v -> v.views() != null).toList();
    return new Corpus(channel, counted, TranscriptsRead.NONE, CommentsRead.NONE, frame, List.of());
  }

  public Map<String, List<Cue>> transcripts() {
    return transcriptsRead.found();
  }

  public int transcriptsTried() {
    return transcriptsRead.tried();
  }

  public Map<String, List<CommentText>> comments() {
    return commentsRead.found();
  }

  public Map<String, Long> commentTotals() {
    return commentsRead.totals();
  }

  public int commentsTried() {
    return commentsRead.tried();
  }

  public Corpus withVideos(List<VideoSample> samples) {
    return new Corpus(channel, samples, transcriptsRead, commentsRead, frame, playlists);
  }

  public Corpus withTranscripts(Map<String, List<Cue>> found, int tried) {
    return new Corpus(
        channel, videos, new TranscriptsRead(found, tried), commentsRead, frame, playlists);
  }

  public Corpus withComments(
      Map<String, List<CommentText>> found, Map<String, Long> totals, int tried) {
    return new Corpus(
        channel, videos, transcriptsRead, new CommentsRead(found, totals, tried), frame, playlists);
  }

  Corpus withFrame(SampleFrame f) {
    return new Corpus(channel, videos, transcriptsRead, commentsRead, f, playlists);
  }

  /** The channel's playlists (the first page of its Playlists tab), the creator's own groups. */
  public Corpus withPlaylists(List<ChannelPlaylist> found) {
    return new Corpus(channel, videos, transcriptsRead, commentsRead, frame, found);
  }

  /** The same corpus with {@code now} as the time ages are counted to, unless it has one. */
  public Corpus asOf(Instant now) {
    return frame.asOf() != null ? this : withFrame(frame.withAsOf(now));
  }

  /**
   * When the channel was read, what the analysis reckons ages from (in replay, when it was
   * recorded); null when not known (the analysis then reckons from now).
   */
  public Instant readAt() {
    return frame.asOf();
  }

  /** The videos' views compared at equal age ({@link EqualAgeScores}). */
  public EqualAgeScores equalAge() {
    return EqualAgeScores.of(videos, frame.asOf());
  }

  /** The {@code n} most viewed videos, most viewed first (ties: newer first, the list's order). */
  public static List<VideoSample> top(List<VideoSample> videos, int n) {
    return videos.stream()
        .sorted(Comparator.comparingLong(VideoSample::viewsOrZero).reversed())
        .limit(Math.max(0, n))
        .toList();
  }

  /**
   * The top performers of the performance and script sections: the best fifth, at least one, by
   * views at equal age ({@link EqualAgeScores#ranked}).
   */
  public List<VideoSample> topPerformers() {
    return equalAge().ranked().stream()
        .limit(Math.max(1, (int) Math.ceil(videos.size() / 5.0)))
        .toList();
  }
}
