package io.vidlens.analytics;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.FanOut;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.model.CaptionTrack;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelSnapshot;
import io.vidlens.model.ContentItem;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoId;
import io.vidlens.model.WatchPage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.stereotype.Component;

/**
 * Reads what Get Analytics and Get Geography Demographics Revenue need of a channel, through the
 * catalog (so through the platform cache), spending few platform requests (issue 15):
 *
 * <ol>
 *   <li>the channel page and its about panel (required: 404 or 503 from here);
 *   <li>at once: the newest Videos page (required), the newest Shorts page, the RSS feed
 *       (optional). Get Analytics reads no Shorts page when the tab links show the tab ({@code
 *       hasShorts} was its only use there); the estimates need it (Shorts views drive Shorts
 *       revenue) unless the links show no tab;
 *   <li>Get Analytics: tags and categories from the held details of the newest videos, else the WEB
 *       player answer of the newest, until {@code tag-videos} have a category ({@link
 *       #tagDetails});
 *   <li>the estimates, at once: the details of the newest {@code detailed-videos} long-form videos
 *       and as many Shorts (held, else the WEB microformat: one request each), and for the newest
 *       {@code commented-videos} long-form videos the first comment page, the speech-recognition
 *       caption track's language (the mobile player) and, for the newest, the watch page's
 *       public-broadcaster panel (each optional).
 * </ol>
 *
 * "Optional" is {@link ReadPolicy#optional}.
 */
@Component
record ChannelGatherer(
    Channels content, Videos videos, ReadPolicy reads, AnalyticsProperties properties) {

  /** Which operation the reads are for. */
  enum Purpose {
    ANALYTICS,
    ESTIMATES
  }

  GatheredChannel gather(ChannelId channel, Purpose purpose) {
    ChannelSnapshot snapshot = content.snapshot(channel);
    Boolean shortsTab = content.showsTab(channel, ChannelTab.SHORTS).orElse(null);
    // The analytics record uses the Shorts page only for hasShorts, which shown tab links answer.
    boolean readShorts =
        purpose == Purpose.ANALYTICS ? shortsTab == null : !Boolean.FALSE.equals(shortsTab);

    List<Supplier<Object>> first = new ArrayList<>();
    first.add(() -> uploads(content.newestPage(channel, ChannelTab.VIDEOS).items(), false));
    first.add(
        () -> {
          if (!readShorts) {
            return Optional.empty();
          }
          return Optional.of(uploads(content.newestPage(channel, ChannelTab.SHORTS).items(), true));
        });
    first.add(
        () ->
            reads
                .optional("The RSS feed of " + channel, () -> content.feed(channel))
                .orElse(List.of()));
    List<Object> read = FanOut.all(first, first.size());
    @SuppressWarnings("unchecked")
    List<Upload> longForm = (List<Upload>) read.get(0);
    @SuppressWarnings("unchecked")
    Optional<List<Upload>> shorts = (Optional<List<Upload>>) read.get(1);
    @SuppressWarnings("unchecked")
    List<FeedEntry> feed = (List<FeedEntry>) read.get(2);

    List<String> detailed = new ArrayList<>(newest(longForm, properties.detailedVideos()));
    detailed.addAll(
        shorts.isPresent()
            ? newest(shorts.get(), properties.detailedVideos())
            : feed.stream()
                .filter(FeedEntry::isShort)
                .map(FeedEntry::videoId)
                .filter(VideoId::isValid)
                .limit(properties.detailedVideos())
                .toList());
    if (purpose == Purpose.ANALYTICS) {
      return gathered(
          channel,
          snapshot,
          new Reads(longForm, shorts, shortsTab, feed, tagDetails(detailed)),
          List.of(),
          List.of(),
          List.of());
    }
    List<String> commented = newest(longForm, properties.commentedVideos());

    List<Supplier<Object>> more = new ArrayList<>();
    for (String id : detailed) {
      more.add(() -> reads.optional("Video details of " + id, () -> estimateDetails(id)));
    }
    for (int i = 0; i < commented.size(); i++) {
      String id = commented.get(i);
      boolean newest = i == 0;
      more.add(
          () -> {
            // The newest long-form video's watch page (then in the platform cache for its
            // comments) shows the public-broadcaster panel, if the channel has one.
            List<String> notices =
                newest
                    ? reads
                        .optional("Watch page of " + id, () -> videos.watchPage(new VideoId(id)))
                        .map(WatchPage::broadcasterNotice)
                        .filter(notice -> !notice.isEmpty())
                        .map(List::of)
                        .orElse(List.of())
                    : List.of();
            List<String> texts =
                reads
                    .optional("Comments of " + id, () -> videos.firstCommentTexts(new VideoId(id)))
                    .orElse(List.of());
            return new CommentRead(texts, notices, spokenLanguage(id));
          });
    }
    List<Object> results = more.isEmpty() ? List.of() : FanOut.all(more, more.size());
    Map<String, VideoDetails> details = new LinkedHashMap<>();
    List<String> comments = new ArrayList<>();
    List<String> broadcasterNotices = new ArrayList<>();
    List<String> spoken = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      if (i < detailed.size()) {
        String id = detailed.get(i);
        ((Optional<?>) results.get(i)).ifPresent(d -> details.put(id, (VideoDetails) d));
      } else {
        CommentRead commentRead = (CommentRead) results.get(i);
        comments.addAll(commentRead.texts());
        broadcasterNotices.addAll(commentRead.notices());
        commentRead.spoken().ifPresent(spoken::add);
      }
    }
    return gathered(
        channel,
        snapshot,
        new Reads(longForm, shorts, shortsTab, feed, details),
        comments,
        spoken,
        broadcasterNotices);
  }

  /**
   * What the estimates use of a video (category, exact views, length, date, description): what
   * earlier reads left in the cache, else the WEB player's microformat alone, one request. Both
   * player answers (two) were read before; only the caption tracks need the mobile one, and those
   * are read for the commented videos ({@link #spokenLanguage}).
   */
  private VideoDetails estimateDetails(String id) {
    VideoId video = new VideoId(id);
    return videos.heldDetails(video).orElseGet(() -> videos.microformatDetails(video).orElse(null));
  }

  /** What was read of the channel's uploads, for {@link #gathered}. */
  private record Reads(
      List<Upload> longForm,
      Optional<List<Upload>> shorts,
      Boolean shortsTab,
      List<FeedEntry> feed,
      Map<String, VideoDetails> details) {}

  private static GatheredChannel gathered(
      ChannelId channel,
      ChannelSnapshot snapshot,
      Reads reads,
      List<String> comments,
      List<String> captionLanguages,
      List<String> broadcasterNotices) {
    ChannelPage page = snapshot.page();
    return new GatheredChannel(
        channel.value(),
        page instanceof ChannelPage.Found found ? Optional.of(found.channel()) : Optional.empty(),
        page instanceof ChannelPage.AgeRestricted gate ? gate.title() : "",
        page instanceof ChannelPage.AgeRestricted gate ? gate.avatar() : List.of(),
        snapshot.panel(),
        reads.longForm(),
        reads.shorts().orElse(List.of()),
        reads.shortsTab(),
        reads.shorts().isPresent(),
        reads.feed(),
        reads.details(),
        comments,
        captionLanguages,
        broadcasterNotices);
  }

  /**
   * Tags and categories of the newest videos for Get Analytics: what earlier reads left in the
   * cache (any operation's, at no request), and then, only until {@code tag-videos} of them have a
   * category, the WEB player's microformat of the newest others, one request each: it carries both
   * category and keywords. Cold, that is one request where the mobile and WEB player answers of
   * twelve videos were 24.
   */
  private Map<String, VideoDetails> tagDetails(List<String> candidates) {
    Map<String, VideoDetails> details = new LinkedHashMap<>();
    List<String> missing = new ArrayList<>();
    for (String id : candidates) {
      reads
          .optional("Held details of " + id, () -> videos.heldDetails(new VideoId(id)))
          .flatMap(d -> d)
          .ifPresentOrElse(d -> details.put(id, d), () -> missing.add(id));
    }
    long categorised = details.values().stream().filter(d -> !d.category().isBlank()).count();
    List<String> toRead =
        missing.stream().limit(Math.max(0, properties.tagVideos() - categorised)).toList();
    List<Supplier<Object>> fresh = new ArrayList<>();
    for (String id : toRead) {
      fresh.add(
          () ->
              reads
                  .optional(
                      "Video details of " + id, () -> videos.microformatDetails(new VideoId(id)))
                  .flatMap(d -> d));
    }
    List<Object> read = fresh.isEmpty() ? List.of() : FanOut.all(fresh, fresh.size());
    for (int i = 0; i < read.size(); i++) {
      String id = toRead.get(i);
      ((Optional<?>) read.get(i)).ifPresent(d -> details.put(id, (VideoDetails) d));
    }
    // Newest first, as the candidates are ordered.
    Map<String, VideoDetails> ordered = new LinkedHashMap<>();
    for (String id : candidates) {
      if (details.containsKey(id)) {
        ordered.put(id, details.get(id));
      }
    }
    return ordered;
  }

  private record CommentRead(List<String> texts, List<String> notices, Optional<String> spoken) {}

  /**
   * The language of a video's speech-recognition caption track (the spoken language as the platform
   * heard it), from the mobile player answer: one request, read for the same newest videos whose
   * comments give the viewers' languages. Empty when it has none or its tracks cannot be read.
   */
  private Optional<String> spokenLanguage(String id) {
    return reads
        .optional("Caption tracks of " + id, () -> videos.captions(new VideoId(id)))
        .flatMap(
            c ->
                c.tracks().stream()
                    .filter(CaptionTrack::autoGenerated)
                    .map(CaptionTrack::languageCode)
                    .findFirst());
  }

  static List<Upload> uploads(List<ContentItem> items, boolean shortsTab) {
    return items.stream().flatMap(item -> Upload.of(item, shortsTab).stream()).toList();
  }

  /** IDs of the first {@code n} uploads (newest first) that are not live or upcoming. */
  static List<String> newest(List<Upload> uploads, int n) {
    return uploads.stream()
        .filter(u -> !u.live() && VideoId.isValid(u.videoId()))
        .map(Upload::videoId)
        .distinct()
        .limit(n)
        .toList();
  }
}
