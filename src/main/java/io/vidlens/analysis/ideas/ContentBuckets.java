package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.PromoFlags;
import io.vidlens.analysis.corpus.Stats;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.ContentStrategy;
import io.vidlens.analysis.result.AnalysisResult.FlaggedVideo;
import io.vidlens.analysis.result.AnalysisResult.Series;
import io.vidlens.analysis.result.NicheAnalysis;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.text.StopWords;
import io.vidlens.text.Terms;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code content_strategy}: the videos' title, description and transcript opening embedded with
 * all-MiniLM-L6-v2, clustered by k-means++ ({@link ThemeClustering}), each cluster named by the
 * phrase of its own titles that sits nearest its centroid ({@link PhraseRanking}, {@link
 * ThemeNames}); confidence from the cluster's cohesion against the channel's. The channel's series
 * come first ({@link SeriesBuckets}), then the themes ({@link TopicBuckets}), and the contract's
 * six are met with named weak groups ({@link WeakGroups}: promotions, title shapes, length and age
 * bands) marked by low confidence. The videos no series nor theme holds are placed by subject
 * ({@link SubjectBuckets}: "Space", "The mind") before any weak group, which is a labelled last
 * resort. See docs/analysis.md.
 */
public final class ContentBuckets {

  static final int MIN_BUCKETS = 6;

  /** A theme holds together at least this much (cohesion confidence, see {@link Cohesion}). */
  static final double STRONG_COHESION = 0.2;

  /** How the weak groups of the videos outside any group are named; advice never names them. */
  static final String STANDALONE = "Standalone videos";

  /** The weak group of the videos flagged as promotions; advice never names it. */
  public static final String PROMOTIONS = "Promotions and announcements";

  /** Weak groups never claim more confidence than this. */
  static final double WEAK_CAP = 0.2;

  static final int DESCRIPTION_CHARS = 600;
  static final int TRANSCRIPT_CHARS = 1_500;

  private final TextEmbedder embedder;
  private final TopicBuckets topics;
  private final SubjectBuckets subjects;

  public ContentBuckets(TextEmbedder embedder) {
    this.embedder = embedder;
    this.topics = new TopicBuckets(new PhraseRanking(embedder));
    this.subjects = new SubjectBuckets(this::embed);
  }

  static String text(VideoSample v, List<Cue> transcript) {
    return v.title() + ". " + body(v, transcript);
  }

  /** What a video says besides its title: the description's and the transcript's openings. */
  static String body(VideoSample v, List<Cue> transcript) {
    StringBuilder s = new StringBuilder(clip(v.description(), DESCRIPTION_CHARS));
    if (transcript != null && !transcript.isEmpty()) {
      s.append(". ")
          .append(
              clip(
                  transcript.stream().map(Cue::text).collect(Collectors.joining(" ")),
                  TRANSCRIPT_CHARS));
    }
    return s.toString();
  }

  private static String clip(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max);
  }

  public ContentStrategy compute(Corpus corpus) {
    return compute(corpus, ChannelStructure.of(corpus));
  }

  /**
   * Buckets as strong as the data supports: the channel's series and playlists first (named by
   * them), then the themes of the other regular videos that hold together (cohesion confidence of
   * at least {@link #STRONG_COHESION}, three videos or more, named by a phrase two or more of their
   * titles use), then named weak groups for the rest (title shapes of three or more standalone
   * videos while there are fewer than six buckets, then "Standalone videos"), marked by their low
   * confidence. Promotions ({@link PromoFlags}) are in no bucket.
   */
  public ContentStrategy compute(Corpus corpus, ChannelStructure structure) {
    return compute(corpus, structure, null);
  }

  /** As above, the ideas also bringing the niche's outlier subjects ({@link OutsideSubjects}). */
  public ContentStrategy compute(Corpus corpus, ChannelStructure found, NicheAnalysis niche) {
    List<VideoSample> videos = corpus.videos();
    if (videos.isEmpty()) {
      return new ContentStrategy(List.of(), 0);
    }
    ChannelKind kind =
        ChannelKind.of(videos, corpus.channel() == null ? null : corpus.channel().title());
    // a news channel's "UPDATE:" is how it follows a story, filed with the story, not a series
    ChannelStructure structure = NewsForms.withoutForms(found, kind);
    EmbeddedVideos space = embedded(corpus, structure, NewsForms.words(found, structure));
    double channelMedian =
        Stats.median(structure.regular(videos).stream().map(VideoSample::viewsOrZero).toList());

    List<ContentBucket> buckets = new ArrayList<>();
    List<Integer> promotions = promotions(videos, structure);
    Set<Integer> placed = new HashSet<>(promotions);
    List<Series> series = SeriesBuckets.add(corpus, structure, channelMedian, placed, buckets);
    List<Integer> rest = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      if (!placed.contains(i)) {
        rest.add(i);
      }
    }
    List<Integer> themeless =
        rest.isEmpty()
            ? new ArrayList<>()
            : topics.add(rest, space, buckets, kind == ChannelKind.NEWS);
    List<Integer> standalone = subjects.add(themeless, space, buckets, kind.subject);
    if (!promotions.isEmpty()) {
      buckets.add(
          BucketRecords.weak(
              PROMOTIONS,
              "videos flagged as promotions (ads, announcements, trailers, merch; see"
                  + " flagged_videos), left out of the performance advice",
              promotions,
              space));
    }
    WeakGroups.add(standalone, structure.regular(videos), structure.branding(), space, buckets);

    buckets.sort(
        Comparator.comparingDouble(ContentBucket::medianViews)
            .reversed()
            .thenComparing(ContentBucket::bucketName));
    FilmingIdeas.Ideas ideas =
        FilmingIdeas.of(
            corpus,
            structure,
            series,
            space.stop(),
            space.banned(),
            niche,
            buckets,
            phrases -> embed(phrases));
    return new ContentStrategy(
        buckets,
        buckets.size(),
        series,
        flagged(videos, structure),
        ideas.topics(),
        ideas.shortfall());
  }

  /**
   * The videos embedded, with the words they are named in and the words no name may use (the
   * channel's name, its branding and its news forms).
   */
  private EmbeddedVideos embedded(Corpus corpus, ChannelStructure structure, Set<String> forms) {
    List<VideoSample> videos = corpus.videos();
    List<String> bodies =
        videos.stream().map(v -> body(v, corpus.transcripts().get(v.videoId()))).toList();
    List<String> titles = videos.stream().map(VideoSample::title).toList();
    List<float[]> vectors =
        embedder.embedAll(
            videos.stream().map(v -> text(v, corpus.transcripts().get(v.videoId()))).toList());
    List<VideoPoint> points = new ArrayList<>();
    for (int i = 0; i < vectors.size(); i++) {
      points.add(new VideoPoint(i, VideoPoint.toDouble(vectors.get(i))));
    }
    StopWords stop = StopWords.detect(Stream.concat(titles.stream(), bodies.stream()).toList());
    Set<String> banned = channelWords(corpus.channel(), stop);
    structure.branding().forEach(b -> banned.addAll(Terms.tokens(b)));
    banned.addAll(forms);
    double baseline = Cohesion.of(points.stream().map(VideoPoint::vector).toList());
    return new EmbeddedVideos(videos, titles, bodies, points, stop, banned, baseline);
  }

  /** The indexes of the videos flagged as promotions, in upload-list order. */
  private static List<Integer> promotions(List<VideoSample> videos, ChannelStructure structure) {
    List<Integer> promotions = new ArrayList<>();
    for (int i = 0; i < videos.size(); i++) {
      if (structure.flags().containsKey(videos.get(i).videoId())) {
        promotions.add(i);
      }
    }
    return promotions;
  }

  private static List<FlaggedVideo> flagged(List<VideoSample> videos, ChannelStructure structure) {
    return videos.stream()
        .filter(v -> structure.flags().containsKey(v.videoId()))
        .map(
            v -> {
              PromoFlags.Flag f = structure.flags().get(v.videoId());
              return new FlaggedVideo(
                  v.videoId(), v.title(), v.views(), v.durationSeconds(), f.kind(), f.reason());
            })
        .toList();
  }

  /** The channel's own name is no topic ("Kurzgesagt"): its content words are left out. */
  static Set<String> channelWords(ChannelFacts channel, StopWords stop) {
    Set<String> words = new HashSet<>();
    if (channel != null && channel.title() != null) {
      for (String w : Terms.tokens(channel.title())) {
        if (!stop.contains(w)) {
          words.add(w);
        }
      }
    }
    return words;
  }

  private List<double[]> embed(List<String> texts) {
    return texts.isEmpty()
        ? List.of()
        : embedder.embedAll(texts).stream().map(VideoPoint::toDouble).toList();
  }
}
