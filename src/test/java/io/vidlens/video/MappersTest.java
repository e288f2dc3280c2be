package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Comment;
import io.vidlens.model.Count;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.ReelSound;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoDetails;
import io.vidlens.model.VideoOwner;
import io.vidlens.model.WatchPage;
import io.vidlens.platform.parse.CountParser;
import io.vidlens.platform.parse.PlatformDates;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The wire mappers on small hand-made parser records, and the JSON they serialize to. */
class MappersTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private static VideoDetails details(Long likes, String publishDate) {
    return new VideoDetails(
        "abcdefghijk",
        "A short",
        42L,
        List.of("k"),
        "A channel",
        "UC0123456789012345678901",
        "@handle",
        "About",
        List.of(new Thumbnail("https://i.ytimg.com/vi/abcdefghijk/default.jpg", 120, 90)),
        true,
        1000L,
        likes,
        false,
        false,
        false,
        true,
        true,
        List.of("GB"),
        false,
        "Comedy",
        publishDate,
        publishDate,
        PlatformDates.read(publishDate),
        PlatformDates.read(publishDate),
        true,
        null,
        null,
        false);
  }

  private static WatchPage watch(String likeText, Count likes, String comments, boolean disabled) {
    return new WatchPage(
        "abcdefghijk",
        "A short",
        "1,000 views",
        Count.exactly(1000),
        false,
        null,
        likeText,
        likes,
        "1 Jan 2024",
        "2 years ago",
        comments,
        CountParser.read(comments).orElse(null),
        CountParser.figure(comments),
        "",
        List.of(),
        disabled,
        "",
        "",
        Optional.of(
            new VideoOwner(
                "UC0123456789012345678901",
                "A channel",
                "@fromwatch",
                "",
                null,
                List.of(new Thumbnail("https://yt3.ggpht.com/a=s48", 48, 48)),
                false,
                false)),
        List.of(),
        "");
  }

  @Test
  void videoDetailsAnswerUnknownsAsNullAndGiveUtc() {
    VideoDetailsRecord v =
        VideoDetailsMapper.map("abcdefghijk", details(null, "2015-01-27T21:14:36-08:00"), null);
    assertThat(v.likeCount()).as("a hidden count is null, never \"\"").isNull();
    assertThat(v.lengthSeconds()).isEqualTo("42");
    assertThat(v.publishedAt()).isEqualTo("2015-01-28T05:14:36Z");
    assertThat(v.hasCaption()).as("a flag the platform did not state").isNull();
    assertThat(VideoDetailsMapper.map("abcdefghijk", details(null, ""), 31_009L).likeCount())
        .isEqualTo("31009");
    assertThat(
            VideoDetailsMapper.map("abcdefghijk", details(7L, "2015-01-27"), 31_009L).likeCount())
        .isEqualTo("7");
    assertThat(VideoDetailsMapper.map("abcdefghijk", details(7L, "2015-01-27"), null).publishedAt())
        .isNull();
    assertThat(VideoDetailsMapper.map("abcdefghijk", details(7L, ""), null).publishDate()).isNull();

    JsonNode json = JSON.valueToTree(v);
    assertThat(json.has("isPrivate")).isTrue();
    assertThat(json.has("isUnpluggedCorpus")).isTrue();
    assertThat(json.has("isShortsEligible")).isTrue();
    assertThat(json.get("likeCount").isNull()).isTrue();
    assertThat(json.get("hasCaption").isNull()).isTrue();
    assertThat(json.size()).isEqualTo(25);
  }

  @Test
  void onlyExactCountsAreWrittenAsExact() {
    assertThat(Count.exactValue(new Count(31_009L, true))).isEqualTo(31_009L);
    assertThat(Count.exactValue(new Count(31_000L, false))).isNull(); // "31k"
    assertThat(Count.exactValue(null)).isNull();
  }

  @Test
  void shortsFallBackWithoutTheOverlay() {
    ShortsDetailsRecord s =
        ShortsDetailsMapper.map(
            "abcdefghijk",
            details(null, "2024-01-01T10:00:00-08:00"),
            watch("1.5k", new Count(1598L, true), "5.1k", false),
            Optional.empty());
    assertThat(s.likeCount()).isEqualTo(1598L);
    assertThat(s.likeCountText()).isEqualTo("1.5k");
    assertThat(s.likeStatus()).isEqualTo("INDIFFERENT");
    assertThat(s.commentCount()).as("5.1k is rounded").isNull();
    assertThat(s.publishDate()).isEqualTo("2024-01-01");
    assertThat(s.publishedAt()).isEqualTo("2024-01-01T18:00:00Z");
    assertThat(s.publishedTimeText()).isEqualTo("2 years ago");
    assertThat(s.channelHandle()).isEqualTo("@handle"); // microformat.ownerProfileUrl
    assertThat(s.channelThumbnail()).hasSize(1);
    assertThat(s.titleWithNavDetails())
        .containsExactly(new ShortsDetailsRecord.TitleRun("A short"));
    assertThat(s.soundAttribution()).isNull();
    assertThat(JSON.valueToTree(s).has("soundAttribution")).isFalse();

    ShortsDetailsRecord hidden =
        ShortsDetailsMapper.map(
            "abcdefghijk", details(null, ""), watch("Like", null, "", true), Optional.empty());
    assertThat(hidden.likeCount()).isNull();
    assertThat(JSON.valueToTree(hidden).get("likeCount").isNull()).isTrue();
    assertThat(hidden.isCommentDisabled()).isTrue();
    assertThat(hidden.publishDate()).isNull();
    assertThat(hidden.publishedAt()).isNull();
  }

  @Test
  void shortsTakeTheOverlayFirst() {
    ReelOverlay overlay =
        new ReelOverlay(
            "abcdefghijk",
            "INDIFFERENT",
            false,
            Count.exactly(2772),
            "2.7K",
            "Custom PC #shorts",
            List.of("Custom PC ", "#shorts"),
            "15 hours ago",
            "LTT",
            "UC0123456789012345678901",
            "@LinusTechTips",
            List.of(new Thumbnail("https://yt3.test/s48", 48, 48)),
            "1.2K",
            Count.exactly(1234),
            null,
            Optional.of(
                new ReelSound(
                    "Golden Brown",
                    "SOUNDVIDEO1",
                    "PP",
                    "P",
                    "",
                    List.of(),
                    "https://yt3.test/band",
                    "The Stranglers",
                    "UCx")),
            "OWN_PP",
            "OWN_P");
    ShortsDetailsRecord s =
        ShortsDetailsMapper.map(
            "abcdefghijk",
            details(9L, "2024-01-01T10:00:00-08:00"),
            watch("1.5k", new Count(1598L, true), "5.1k", false),
            Optional.of(overlay));
    assertThat(s.likeCount()).isEqualTo(2772L);
    assertThat(s.likesAllowed()).isFalse();
    assertThat(s.commentCount()).isEqualTo("1234");
    assertThat(s.channelHandle()).isEqualTo("@LinusTechTips");
    assertThat(s.titleWithNavDetails())
        .extracting(ShortsDetailsRecord.TitleRun::text)
        .containsExactly("Custom PC ", "#shorts");
    assertThat(s.playerParams()).isEqualTo("OWN_PP");
    assertThat(s.params()).isEqualTo("OWN_P");
    assertThat(s.soundAttribution().videoId()).isEqualTo("SOUNDVIDEO1");
    assertThat(s.soundAttribution().channelAvatar()).isEqualTo("https://yt3.test/band");
    assertThat(s.publishedTimeText()).isEqualTo("15 hours ago");
  }

  @Test
  void commentsMapping() {
    Comment c =
        new Comment(
            "Ug1",
            "@someone",
            "UC0123456789012345678901",
            List.of(new Thumbnail("https://yt3.ggpht.com/x=s88-c-k", 88, 88)),
            "Hi",
            "2 years ago",
            new RelativeTime(2, ChronoUnit.YEARS),
            true,
            "",
            Count.exactly(0),
            Count.exactly(3),
            0,
            true,
            true,
            false,
            true,
            false,
            "");
    Instant readAt = Instant.parse("2026-11-25T14:37:21.123456789Z");
    CommentsPageRecord.CommentRecord r = CommentMapper.comment(c, readAt);
    assertThat(r.likesCount()).isEqualTo("0");
    assertThat(r.replyCount()).isEqualTo("3");
    assertThat(r.publishedTimeText()).isEqualTo("2 years ago (edited)");
    assertThat(r.publishDate())
        .as("an edited comment keeps its time, at the year's precision")
        .isEqualTo("2024-01-01T00:00:00Z");
    assertThat(r.publishedAt()).isEqualTo("2024-01-01T00:00:00Z");
    assertThat(r.authorIsChannelOwner()).isTrue();
    assertThat(r.isCreator()).isTrue();
    assertThat(r.authorThumbnail())
        .containsExactly(new WireThumbnail("https://yt3.ggpht.com/x=s88-c-k", 88, 88));
  }

  @Test
  void theCommentsTokenCarriesAnUnknownTotalAsUnknown() {
    // Every page of a walk repeats the first page's total, also when it was not given (null).
    CommentsService.Cursor unknown =
        CommentsService.Cursor.decode(new CommentsService.Cursor(null, "next").encode());
    assertThat(unknown.countText()).isNull();
    assertThat(unknown.continuation()).isEqualTo("next");
    CommentsService.Cursor known =
        CommentsService.Cursor.decode(new CommentsService.Cursor("5,145", "next").encode());
    assertThat(known.countText()).isEqualTo("5,145");
  }

  @Test
  void thumbnailsWithoutAKnownSizeAreDropped() {
    // The parser has already read the sizes URLs state; what is still size-less stays out.
    assertThat(
            WireThumbnail.of(
                List.of(
                    new Thumbnail("https://i.ytimg.com/a=w120-h90-c", 120, 90),
                    new Thumbnail("https://example.com/no-size.jpg", null, null),
                    new Thumbnail("https://example.com/half.jpg", 120, null))))
        .containsExactly(new WireThumbnail("https://i.ytimg.com/a=w120-h90-c", 120, 90));
  }

  @Test
  void bulkCountsAddUp() {
    BulkResult<String> r =
        BulkResult.of(
            List.of(BulkResult.Item.ok("a", "x"), BulkResult.Item.failed("b", "Video not found")));
    assertThat(r.total()).isEqualTo(2);
    assertThat(r.successful() + r.failed()).isEqualTo(r.total());
    JsonNode json = JSON.valueToTree(r);
    assertThat(json.path("results").get(0).has("error")).isFalse();
    assertThat(json.path("results").get(1).has("data")).isFalse();
  }
}
