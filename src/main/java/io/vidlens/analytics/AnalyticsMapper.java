package io.vidlens.analytics;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.Image;
import io.vidlens.model.VideoDetails;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** What was gathered of a channel to the channel analytics record. Pure: the day is passed in. */
final class AnalyticsMapper {

  /** At most this many tags are answered (the newest videos' keywords, first seen first). */
  static final int MAX_TAGS = 100;

  private AnalyticsMapper() {}

  static AnalyticsRecord map(GatheredChannel c, LocalDate today) {
    Optional<ChannelInfo> page = c.page();
    Optional<AboutChannel> panel = c.panel();
    LocalDate joined = panel.map(AboutChannel::joinedDate).orElse(null);
    Double avg = averageLength(c.videos());
    String channelUrl =
        page.map(ChannelInfo::channelUrl)
            .filter(u -> !u.isBlank())
            .orElse("https://www.youtube.com/channel/" + c.channelId());
    AnalyticsRecord.About about =
        new AnalyticsRecord.About(
            c.description(),
            c.subscriberCount(),
            panel.map(AboutChannel::viewCount).map(Count::value).orElse(null),
            c.videoCount(),
            joined == null ? null : joined.toString(),
            c.country().isBlank() ? null : c.country(), // unknown is null, not ""
            panel
                .map(
                    p ->
                        p.links().stream()
                            .map(l -> new AnalyticsRecord.Link(l.title(), l.url()))
                            .toList())
                .orElse(List.of()),
            channelUrl,
            c.channelId(),
            joined == null ? null : Math.max(0, ChronoUnit.DAYS.between(joined, today)),
            avg == null ? null : BigDecimal.valueOf(avg).setScale(2, RoundingMode.HALF_UP),
            avg == null ? "" : minutesSeconds(Math.round(avg)),
            page.map(ChannelInfo::title).orElse(c.gateTitle()),
            Image.of(page.map(ChannelInfo::avatar).orElse(c.gateAvatar())),
            hasShorts(c),
            lastUpload(c, today));
    return new AnalyticsRecord(
        about,
        c.channelId(),
        page.map(ChannelInfo::keywords).orElse(List.of()),
        tags(c),
        categories(c),
        EstimateBody.of(ObservedEstimates.analytics(c)));
  }

  /**
   * Mean length of the long-form videos read that show one (live and upcoming show none) and a view
   * count, members-only and Premium videos apart (as the analysis job, which leaves them out of
   * every statistic, so both answer the same mean); null without any.
   */
  static Double averageLength(List<Upload> videos) {
    return videos.stream()
        .filter(Upload::averagedLength)
        .mapToLong(Upload::lengthSeconds)
        .average()
        .stream()
        .boxed()
        .findFirst()
        .orElse(null);
  }

  /** "MM:SS", minutes unbounded ("75:02" for an hour and a quarter). */
  static String minutesSeconds(long seconds) {
    return String.format(Locale.ROOT, "%02d:%02d", seconds / 60, seconds % 60);
  }

  /** Shorts listed when the tab was read; else what the tab links say; false when neither says. */
  static boolean hasShorts(GatheredChannel c) {
    if (c.shortsRead()) {
      return !c.shorts().isEmpty();
    }
    return Boolean.TRUE.equals(c.shortsTab());
  }

  /**
   * The newest upload's age: from the RSS feed's exact time (it lists Shorts too) when read, else
   * the Videos tab's date of its newest dated video, in the long form ("13 days ago" whether the
   * tab wrote that or "13d ago"); "" when neither shows one.
   */
  static String lastUpload(GatheredChannel c, LocalDate today) {
    Optional<LocalDate> newest =
        c.feed().stream()
            .map(FeedEntry::publishedAt)
            .filter(Objects::nonNull)
            .map(t -> t.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate())
            .max(Comparator.naturalOrder());
    if (newest.isPresent()) {
      return RelativeTime.ago(newest.get(), today);
    }
    return c.videos().stream()
        .map(Upload::publishedAgo)
        .filter(Objects::nonNull)
        .map(age -> age.text())
        .findFirst()
        .orElse("");
  }

  /**
   * Keywords of the newest videos whose details were read (newest video first), each once ignoring
   * case.
   */
  static List<String> tags(GatheredChannel c) {
    Set<String> seen = new LinkedHashSet<>();
    List<String> out = new ArrayList<>();
    for (VideoDetails d : detailsNewestFirst(c)) {
      for (String k : d.keywords()) {
        String tag = k == null ? "" : k.trim();
        if (!tag.isEmpty() && out.size() < MAX_TAGS && seen.add(tag.toLowerCase(Locale.ROOT))) {
          out.add(tag);
        }
      }
    }
    return out;
  }

  /**
   * Categories of the newest videos whose details were read, most frequent first (ties: first
   * seen).
   */
  static List<String> categories(GatheredChannel c) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (VideoDetails d : detailsNewestFirst(c)) {
      if (d.category() != null && !d.category().isBlank()) {
        counts.merge(d.category().trim(), 1, Integer::sum);
      }
    }
    List<String> out = new ArrayList<>(counts.keySet());
    out.sort(
        Comparator.comparing((String k) -> -counts.get(k))); // stable: ties keep first-seen order
    return out;
  }

  /**
   * Details in the order of the uploads: long-form newest first, then Shorts newest first (from the
   * Shorts tab, or the feed's Shorts when the tab was not read).
   */
  static List<VideoDetails> detailsNewestFirst(GatheredChannel c) {
    List<String> order = new ArrayList<>();
    c.videos().forEach(u -> order.add(u.videoId()));
    c.shorts().forEach(u -> order.add(u.videoId()));
    c.feed().forEach(e -> order.add(e.videoId()));
    return order.stream().distinct().map(c.details()::get).filter(Objects::nonNull).toList();
  }
}
