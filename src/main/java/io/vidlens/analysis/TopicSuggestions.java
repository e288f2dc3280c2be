package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.ContentBucket;
import io.vidlens.analysis.AnalysisResult.Evidence;
import io.vidlens.analysis.AnalysisResult.Topic;
import io.vidlens.analysis.AnalysisResult.TopicIdea;
import io.vidlens.analysis.AnalysisResult.VideoRef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code suggested_topics}: what viewers asked for in comments first (most liked first, up to
 * four), then the buckets' own topic ideas ({@link BucketIdeas}), taken in turns from the buckets
 * in order of median views (the best bucket first in every turn), until there are ten distinct
 * topics; a phrase serves one topic only. Buckets under half the channel's median views come last.
 * Each topic says why and cites at least three videos (when the channel has three).
 */
final class TopicSuggestions {

  static final int TOPICS = 10;
  static final int REQUESTS = 4;
  static final int EVIDENCE = 5;

  /** A bucket whose median views are under this share of the channel's is a weak source. */
  static final double WEAK = 0.5;

  private TopicSuggestions() {}

  static List<Topic> of(Findings f) {
    List<Topic> topics = new ArrayList<>();
    Set<String> titles = new HashSet<>();
    List<VideoSample> videos = f.corpus().videos();
    double channelMedian = Stats.median(videos.stream().map(VideoSample::viewsOrZero).toList());
    for (StrategyComposer.Request r : StrategyComposer.requests(f.corpus())) {
      if (topics.size() >= REQUESTS) {
        break;
      }
      if (titles.add(r.topic().toLowerCase(Locale.ROOT))) {
        topics.add(request(r, f));
      }
    }
    // Buckets far below the channel's median views (under WEAK x the median: what viewers did
    // not come for, e.g. a merchandise announcement) offer ideas only once the others run out.
    List<ContentBucket> strong = new ArrayList<>();
    List<ContentBucket> weak = new ArrayList<>();
    for (ContentBucket b : f.content().contentBuckets()) {
      (channelMedian > 0 && b.medianViews() < WEAK * channelMedian ? weak : strong).add(b);
    }
    Set<String> phrases = new HashSet<>();
    takeInTurns(strong, topics, titles, phrases, f, channelMedian);
    takeInTurns(weak, topics, titles, phrases, f, channelMedian);
    return topics;
  }

  private static void takeInTurns(
      List<ContentBucket> buckets,
      List<Topic> topics,
      Set<String> titles,
      Set<String> phrases,
      Findings f,
      double channelMedian) {
    Map<String, List<TopicIdea>> ideas = new LinkedHashMap<>();
    buckets.forEach(b -> ideas.put(b.bucketName(), ideasOf(b)));
    int rounds = ideas.values().stream().mapToInt(List::size).max().orElse(0);
    Map<String, Integer> next = new LinkedHashMap<>();
    for (int round = 0; round < rounds && topics.size() < TOPICS; round++) {
      for (ContentBucket b : buckets) {
        if (topics.size() >= TOPICS) {
          break;
        }
        int i = next.getOrDefault(b.bucketName(), 0);
        List<TopicIdea> own = ideas.get(b.bucketName());
        while (i < own.size() && !fresh(own.get(i), titles, phrases)) {
          i++;
        }
        if (i < own.size()) {
          TopicIdea idea = own.get(i);
          titles.add(idea.title().toLowerCase(Locale.ROOT));
          idea.phrases().forEach(p -> phrases.add(p.toLowerCase(Locale.ROOT)));
          topics.add(
              new Topic(idea.title(), why(idea, b, channelMedian), cite(idea.evidence(), f)));
        }
        next.put(b.bucketName(), i + 1);
      }
    }
  }

  /** The bucket's ideas; a bucket made without them (tests, old results) offers its top terms. */
  private static List<TopicIdea> ideasOf(ContentBucket b) {
    if (!b.ideas().isEmpty()) {
      return b.ideas();
    }
    List<VideoRef> byViews =
        b.videos().stream()
            .sorted(
                java.util.Comparator.comparingLong(
                        (VideoRef v) -> v.views() == null ? 0 : v.views())
                    .reversed())
            .toList();
    return b.topTerms().stream()
        .map(
            t ->
                new TopicIdea(
                    Phrases.display(List.of(t.split(" "))), List.of(t), byViews, 0, false))
        .toList();
  }

  /**
   * A new title whose phrases are not, hold or sit inside a phrase an earlier topic used (so ten
   * topics say ten things).
   */
  private static boolean fresh(TopicIdea idea, Set<String> titles, Set<String> phrases) {
    return !titles.contains(idea.title().toLowerCase(Locale.ROOT))
        && idea.phrases().stream()
            .noneMatch(
                p ->
                    phrases.stream()
                        .anyMatch(u -> ContentBuckets.overlaps(u, p.toLowerCase(Locale.ROOT))));
  }

  private static String why(TopicIdea idea, ContentBucket b, double channelMedian) {
    String bucket =
        String.format(
            Locale.ROOT,
            "bucket '%s' (%d %s, median %s views%s)",
            b.bucketName(),
            b.videoCount(),
            b.videoCount() == 1 ? "video" : "videos",
            Stats.views(b.medianViews()),
            channelMedian > 0
                ? String.format(
                    Locale.ROOT, ", %.2f× the channel median", b.medianViews() / channelMedian)
                : "");
    List<VideoRef> using = idea.evidence().subList(0, Math.min(idea.using(), 3));
    String cited =
        !using.isEmpty()
            ? quoteAll(using)
            : idea.evidence().isEmpty() ? "its videos" : quote(idea.evidence().getFirst());
    if (idea.recurring()) {
      return String.format(
          Locale.ROOT,
          "'%s' runs through several videos of %s: %s. Viewers came back for it, so another angle on it builds on proven interest.",
          idea.phrases().getFirst(),
          bucket,
          cited);
    }
    if (idea.phrases().size() > 1) {
      return String.format(
          Locale.ROOT,
          "%s holds '%s' and '%s', each the subject of its own video (%s); one video joining the two draws on both audiences.",
          Terms.titleCase(bucket),
          idea.phrases().get(0),
          idea.phrases().get(1),
          cited);
    }
    return String.format(
        Locale.ROOT,
        "'%s' leads %s in %s; a follow-up can go deeper where that video stopped.",
        idea.phrases().getFirst(),
        cited,
        bucket);
  }

  private static String quoteAll(List<VideoRef> refs) {
    return refs.stream().map(TopicSuggestions::quote).collect(Collectors.joining("; "));
  }

  private static String quote(VideoRef v) {
    return "\"" + v.title() + "\" (" + Stats.views(v.views() == null ? 0 : v.views()) + " views)";
  }

  private static Topic request(StrategyComposer.Request r, Findings f) {
    List<VideoSample> videos = f.corpus().videos();
    VideoSample on =
        videos.stream().filter(v -> v.videoId().equals(r.videoId())).findFirst().orElse(null);
    List<Evidence> evidence = new ArrayList<>();
    if (on != null) {
      evidence.add(Evidence.of(on));
    }
    // Then the videos whose titles share a phrase with the request, then the commented video's
    // bucket, then the channel's most viewed.
    StopWords english = StopWords.of("en");
    Set<String> wanted = new HashSet<>();
    Phrases.of(r.topic(), english).forEach(p -> wanted.add(p.key()));
    List<VideoSample> sharing =
        Corpus.top(videos, videos.size()).stream()
            .filter(
                v ->
                    Phrases.of(v.title(), english).stream()
                        .anyMatch(p -> p.words() >= 1 && wanted.contains(p.key())))
            .toList();
    sharing.forEach(v -> add(evidence, Evidence.of(v)));
    f.content().contentBuckets().stream()
        .filter(b -> b.videos().stream().anyMatch(v -> v.videoId().equals(r.videoId())))
        .findFirst()
        .ifPresent(b -> b.videos().forEach(v -> add(evidence, Evidence.of(v))));
    Corpus.top(videos, videos.size()).forEach(v -> add(evidence, Evidence.of(v)));
    String quote = r.quote().length() > 140 ? r.quote().substring(0, 137) + "..." : r.quote();
    String where = on == null ? "" : " on \"" + on.title() + "\"";
    String related =
        sharing.isEmpty()
            ? "none of the channel's titles covers it yet"
            : sharing.size() + " of the channel's titles touch it";
    return new Topic(
        r.topic(),
        String.format(
            Locale.ROOT,
            "Asked for by a viewer in a comment%s with %s likes: \"%s\"; %s.",
            where,
            Stats.count(r.likes()),
            quote,
            related),
        limit(evidence));
  }

  private static void add(List<Evidence> list, Evidence e) {
    if (list.stream().noneMatch(o -> o.videoId().equals(e.videoId()))) {
      list.add(e);
    }
  }

  private static List<Evidence> limit(List<Evidence> list) {
    return List.copyOf(list.subList(0, Math.min(EVIDENCE, list.size())));
  }

  /** The idea's videos, topped up with the channel's most viewed to three. */
  static List<Evidence> cite(List<VideoRef> refs, Findings f) {
    List<Evidence> evidence = new ArrayList<>();
    refs.forEach(v -> add(evidence, Evidence.of(v)));
    fill(evidence, f);
    return limit(evidence);
  }

  static void fill(List<Evidence> evidence, Findings f) {
    for (VideoSample v : Corpus.top(f.corpus().videos(), f.corpus().videos().size())) {
      if (evidence.size() >= 3) {
        return;
      }
      add(evidence, Evidence.of(v));
    }
  }
}
