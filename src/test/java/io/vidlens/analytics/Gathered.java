package io.vidlens.analytics;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelLink;
import io.vidlens.model.ChannelTabLink;
import io.vidlens.model.Count;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoDetails;
import io.vidlens.platform.parse.PlatformDates;
import io.vidlens.platform.parse.RelativeTimeParser;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Hand-written platform values for the mapping tests (no recordings needed). */
final class Gathered {

  static final String ID = "UCabcdefghijklmnopqrstuv";

  private Gathered() {}

  static ChannelInfo page(Long subscribers, List<String> keywords) {
    return new ChannelInfo(
        ID,
        "A Channel",
        "@achannel",
        "About us",
        keywords,
        List.of(
            new Thumbnail("https://yt3/a=s88", 88, 88), new Thumbnail("https://yt3/a", null, null)),
        List.of(),
        subscribers == null ? "" : subscribers + " subscribers",
        subscribers == null ? null : Count.exactly(subscribers),
        "12 videos",
        Count.exactly(12),
        true,
        true,
        List.of(),
        "https://www.youtube.com/channel/" + ID,
        "",
        "",
        "token",
        "pageHeader",
        List.<ChannelTabLink>of(),
        false);
  }

  static AboutChannel panel(LocalDate joined, Long views, String country) {
    return new AboutChannel(
        ID,
        "About us (panel)",
        country,
        joined == null ? "" : "Joined",
        joined,
        views + " views",
        views == null ? null : Count.exactly(views),
        "",
        null,
        "",
        null,
        "",
        List.of(new ChannelLink("Site", "https://example.com")));
  }

  static Upload video(String id, long views, Long length, String when) {
    return new Upload(
        id,
        "Title " + id,
        Count.exactly(views),
        length,
        when,
        RelativeTimeParser.read(when).orElse(null),
        false,
        false,
        false);
  }

  static Upload live(String id) {
    return new Upload(id, "Live " + id, null, null, "", null, false, true, false);
  }

  static Upload shortOne(String id, long views) {
    return new Upload(
        id, "Short " + id, new Count(views, false), null, "", null, true, false, false);
  }

  static VideoDetails details(
      String id,
      String category,
      List<String> keywords,
      Long views,
      Long length,
      String publishDate) {
    return new VideoDetails(
        id,
        "Title " + id,
        length,
        keywords,
        "A Channel",
        ID,
        "@achannel",
        "Description of " + id,
        List.of(),
        true,
        views,
        10L,
        false,
        false,
        false,
        true,
        true,
        List.of("GB"),
        false,
        category,
        publishDate,
        publishDate,
        PlatformDates.read(publishDate),
        PlatformDates.read(publishDate),
        false,
        true,
        true,
        false);
  }

  static FeedEntry feed(String id, String published, boolean isShort) {
    return new FeedEntry(
        id,
        ID,
        "Title " + id,
        "",
        published,
        OffsetDateTime.parse(published),
        published,
        "Feed text of " + id,
        "",
        1234L,
        isShort);
  }

  static GatheredChannel channel(
      Optional<ChannelInfo> page,
      Optional<AboutChannel> panel,
      List<Upload> videos,
      List<Upload> shorts,
      Boolean shortsTab,
      boolean shortsRead,
      List<FeedEntry> feed,
      Map<String, VideoDetails> details,
      List<String> comments) {
    return new GatheredChannel(
        ID,
        page,
        page.isEmpty() ? "Gated" : "",
        List.of(),
        panel,
        videos,
        shorts,
        shortsTab,
        shortsRead,
        feed,
        details,
        comments,
        List.of(),
        List.of());
  }
}
