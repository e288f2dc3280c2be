package io.vidlens.radar;

import io.vidlens.catalog.EqualAgeViews;
import io.vidlens.embeddings.LanguageDetector;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.ChannelId;
import io.vidlens.radar.api.WatchedChannel;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.Watchlists;
import io.vidlens.stats.Cosine;
import io.vidlens.thumbnails.api.HeldVideo;
import io.vidlens.thumbnails.api.HeldVideos;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * The niche outlier search (docs/radar.md, "Niche outlier search") over what Vidlens stores, never
 * the platform: the thumbnail corpus's videos (every video a client's read or the crawl showed,
 * shared as the thumbnail search shares it), each scored against its channel's videos of the same
 * form at equal age ({@link EqualAgeViews}); and, for the caller's own watchlists' channels only,
 * their stored trajectories ({@link BreakoutScores#fromTrajectories}), which win where they have
 * enough comparison videos. Another account's watched channels lend no trajectories: they would
 * tell what it watches.
 */
@Component
record OutlierSearch(
    HeldVideos corpus, Watchlists watchlists, BreakoutScores breakouts, TextEmbedder embedder) {

  enum Basis {
    TRAJECTORIES,
    EQUAL_AGE
  }

  /** A video scored against its channel's usual at its age, with what is known of it. */
  record Found(
      String videoId,
      String channelId,
      String channelTitle,
      Long channelSubscribers,
      String title,
      String text,
      boolean isShort,
      Instant published,
      double ageHours,
      long views,
      double usualViews,
      double score,
      int comparisonVideos,
      Basis basis,
      String ageGroup,
      float[] textEmbedding) {}

  /** A result: the video, its similarity to the text (null without one) and its language. */
  record Hit(Found video, Double similarity, String language) {}

  /** How much was searched, so that an empty answer is an honest one. */
  record Coverage(
      int channels, int videos, int trajectoryChannels, int scoredVideos, int matchingVideos) {}

  record Result(List<Hit> hits, Coverage coverage) {}

  /** Fewer letters than this tell the language detector nothing. */
  static final int MIN_LANGUAGE_LETTERS = 20;

  static final String UNDETERMINED = "und";

  Result search(String accountId, OutlierFilters filters) {
    List<HeldVideo> held = corpus.all();
    Map<String, HeldVideo> byId = new HashMap<>();
    Map<String, HeldVideo> channelOf = new HashMap<>();
    for (HeldVideo v : held) {
      byId.put(v.videoId(), v);
      channelOf.putIfAbsent(v.channelId(), v);
    }
    Map<String, Found> scored = new LinkedHashMap<>();
    equalAge(held).forEach(f -> scored.put(f.videoId(), f));
    Set<String> channels = new LinkedHashSet<>(channelOf.keySet());
    Set<String> own = ownChannels(accountId);
    int videos = held.size();
    Instant since = filters.publishedAfter() == null ? Instant.EPOCH : filters.publishedAfter();
    for (String channelId : own) {
      var sampled = breakouts.fromTrajectories(new ChannelId(channelId), filters.minScore(), since);
      if (sampled.isEmpty()) {
        continue;
      }
      channels.add(channelId);
      for (BreakoutScores.VideoScore v : sampled.get()) {
        if (!byId.containsKey(v.videoId())) {
          videos++;
        }
        BreakoutScore s = v.score();
        // an upload minutes old shows any ratio (its first views hang on when its audience was
        // told), so the breakout verdict's minimum age holds here too
        if (s.comparisonVideos() < BreakoutScore.MIN_PEERS
            || s.ratio() == null
            || v.ageHours() < BreakoutScore.MIN_AGE_HOURS) {
          continue;
        }
        HeldVideo known = byId.get(v.videoId());
        HeldVideo channel = channelOf.get(channelId);
        scored.put(
            v.videoId(),
            new Found(
                v.videoId(),
                channelId,
                channel == null ? null : channel.channelTitle(),
                channel == null ? null : channel.channelSubscribers(),
                known == null ? null : known.title(),
                known == null ? null : known.text(),
                false,
                v.published(),
                v.ageHours(),
                v.views(),
                s.usualViews(),
                s.ratio(),
                s.comparisonVideos(),
                Basis.TRAJECTORIES,
                null,
                known == null ? null : known.textEmbedding()));
      }
    }
    List<Hit> hits = matching(scored.values(), filters);
    hits.sort(Comparator.comparingDouble((Hit h) -> h.video().score()).reversed());
    Coverage coverage =
        new Coverage(
            channels.size(), videos, countSampled(own, channels), scored.size(), hits.size());
    List<Hit> page = hits.subList(0, Math.min(filters.limit(), hits.size()));
    return new Result(
        page.stream()
            .map(
                h ->
                    new Hit(
                        h.video(),
                        h.similarity(),
                        h.language() != null ? h.language() : language(h.video().text())))
            .toList(),
        coverage);
  }

  private static int countSampled(Set<String> own, Set<String> searched) {
    return (int) own.stream().filter(searched::contains).count();
  }

  private Set<String> ownChannels(String accountId) {
    Set<String> own = new LinkedHashSet<>();
    for (Watchlist list : watchlists.list(accountId)) {
      list.channels().stream().map(WatchedChannel::channelId).forEach(own::add);
    }
    return own;
  }

  /**
   * The corpus's videos with an age and views, each against the videos of its channel and form
   * (Shorts with Shorts) at equal age; only those whose usual rests on enough videos.
   */
  private static List<Found> equalAge(List<HeldVideo> held) {
    Map<String, List<HeldVideo>> groups = new LinkedHashMap<>();
    for (HeldVideo v : held) {
      if (v.views() != null && v.published() != null && v.viewsReadAt() != null) {
        groups
            .computeIfAbsent(
                v.channelId() + (v.isShort() ? "/short" : "/long"), k -> new ArrayList<>())
            .add(v);
      }
    }
    List<Found> found = new ArrayList<>();
    for (List<HeldVideo> members : groups.values()) {
      Map<String, HeldVideo> byId = new HashMap<>();
      List<EqualAgeViews.Aged<String>> aged = new ArrayList<>();
      for (HeldVideo v : members) {
        byId.put(v.videoId(), v);
        aged.add(new EqualAgeViews.Aged<>(v.videoId(), v.views(), Math.max(0, ageHours(v))));
      }
      EqualAgeViews<String> views = EqualAgeViews.of(aged);
      Map<Object, EqualAgeViews.Group> groupOf = new HashMap<>();
      views.groups().forEach(g -> groupOf.put(g.group(), g));
      for (EqualAgeViews.Scored<String> s : views.scored()) {
        EqualAgeViews.Group g = groupOf.get(s.group());
        if (s.ratio() == null || g.baselineVideos() < EqualAgeViews.MIN_GROUP) {
          continue;
        }
        HeldVideo v = byId.get(s.key());
        found.add(
            new Found(
                v.videoId(),
                v.channelId(),
                v.channelTitle(),
                v.channelSubscribers(),
                v.title(),
                v.text(),
                v.isShort(),
                v.published(),
                Duration.between(v.published(), v.viewsReadAt()).toSeconds() / 3600.0,
                v.views(),
                s.baseline(),
                s.ratio(),
                g.baselineVideos(),
                Basis.EQUAL_AGE,
                s.group().label,
                v.textEmbedding()));
      }
    }
    return found;
  }

  /** Whole hours from publication to when its views were read. */
  private static long ageHours(HeldVideo v) {
    return Duration.between(v.published(), v.viewsReadAt()).toHours();
  }

  /** The scored videos every filter lets through, the text and language ones last (dearest). */
  private List<Hit> matching(Iterable<Found> scored, OutlierFilters f) {
    float[] query = f.text() == null ? null : embedder.embed(f.text());
    List<Hit> hits = new ArrayList<>();
    for (Found v : scored) {
      if (v.score() < f.minScore()
          || (f.format() == OutlierFilters.Format.SHORT && !v.isShort())
          || (f.format() == OutlierFilters.Format.LONG && v.isShort())
          || !inWindow(v.published(), f)
          || !inBand(v.channelSubscribers(), f)) {
        continue;
      }
      Double similarity = null;
      if (query != null) {
        if (v.textEmbedding() == null) {
          continue;
        }
        similarity = Cosine.of(query, v.textEmbedding());
        if (similarity < f.minSimilarity()) {
          continue;
        }
      }
      String language = null;
      if (f.language() != null) {
        language = language(v.text());
        if (!f.language().equals(language)) {
          continue;
        }
      }
      hits.add(new Hit(v, similarity, language));
    }
    return hits;
  }

  private static boolean inWindow(Instant published, OutlierFilters f) {
    if (f.publishedAfter() == null && f.publishedBefore() == null) {
      return true;
    }
    return published != null
        && (f.publishedAfter() == null || !published.isBefore(f.publishedAfter()))
        && (f.publishedBefore() == null || published.isBefore(f.publishedBefore()));
  }

  private static boolean inBand(Long subscribers, OutlierFilters f) {
    if (f.minSubscribers() == null && f.maxSubscribers() == null) {
      return true;
    }
    return subscribers != null
        && (f.minSubscribers() == null || subscribers >= f.minSubscribers())
        && (f.maxSubscribers() == null || subscribers <= f.maxSubscribers());
  }

  /** The detector's best language (ISO 639-3) for the video's words; "und" when too few. */
  static String language(String text) {
    if (text == null
        || text.codePoints().filter(Character::isLetter).count() < MIN_LANGUAGE_LETTERS) {
      return UNDETERMINED;
    }
    return LanguageDetector.ranked(text).getFirst().language();
  }
}
