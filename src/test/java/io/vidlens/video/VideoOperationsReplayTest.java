package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.platform.transport.MeteredTransport;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.Recordings;
import io.vidlens.testing.ReplayServerTest;
import io.vidlens.video.api.VideoDetailsSnapshot;
import io.vidlens.video.api.VideoSnapshots;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The seven video operations through HTTP against a server replaying the shared recordings; every
 * answer is checked against the OpenAPI document by the client, and values against the recordings
 * themselves.
 */
class VideoOperationsReplayTest extends ReplayServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String PAGED_VIDEO = "bjFtFMilb34"; // comments/pinned

  @Autowired MeterRegistry meters;
  @Autowired VideoSnapshots snapshots;

  // ---- video details ----

  /** The recorded player answers' folders (one video each). */
  static List<String> playerFolders() {
    return List.of(
        "streamdefault/audiotracklanguage",
        "streamdefault/audiotracktypes",
        "streamdefault/cclicensed",
        "streamdefault/descriptionunboxing",
        "streamdefault/novisualmetadatavideo",
        "streamdefault/publicbroadcaster",
        "streamdefault/streamsegmentsmailab",
        "streamdefault/unlisted",
        "streamunlisted",
        "streamlivestream",
        "streamcollaborators",
        "streamrelatedmix");
  }

  @ParameterizedTest
  @MethodSource("playerFolders")
  void theSnapshotOtherFeaturesKeepHasTheAnswersNumbersTyped(String folder) {
    String id =
        recorded(folder + "/01-reel_item_watch.json")
            .path("playerResponse")
            .path("videoDetails")
            .path("videoId")
            .asString();
    JsonNode answer = api().get("/api/external/videos/details?videoId=" + id).json().get(0);

    VideoDetailsSnapshot snapshot = snapshots.details(id).orElseThrow();

    assertThat(snapshot.title()).isEqualTo(answer.path("title").asString());
    assertThat(snapshot.lengthSeconds())
        .isEqualTo(
            answer.path("lengthSeconds").isNull()
                ? null
                : Long.parseLong(answer.path("lengthSeconds").asString()));
    assertThat(snapshot.viewCount())
        .isEqualTo(
            answer.path("viewCount").isNull()
                ? null
                : Long.parseLong(answer.path("viewCount").asString()));
    assertThat(snapshot.isShortsEligible())
        .isEqualTo(
            answer.path("isShortsEligible").isNull()
                ? null
                : answer.path("isShortsEligible").asBoolean());
  }

  @ParameterizedTest
  @MethodSource("playerFolders")
  void videoDetailsAreTheRecordedValues(String folder) {
    JsonNode mobile = recorded(folder + "/01-reel_item_watch.json").path("playerResponse");
    JsonNode details = mobile.path("videoDetails");
    JsonNode micro =
        recorded(folder + "/07-player.json").path("microformat").path("playerMicroformatRenderer");
    String id = details.path("videoId").asString();

    Answer answer = api().get("/api/external/videos/details?videoId=" + id);

    assertThat(answer.status()).isEqualTo(200);
    assertThat(answer.json().size()).isEqualTo(1);
    JsonNode v = answer.json().get(0);
    assertThat(v.path("id").asString()).isEqualTo(id);
    assertThat(v.path("title").asString()).isEqualTo(details.path("title").asString());
    assertThat(v.path("lengthSeconds").asString())
        .isEqualTo(details.path("lengthSeconds").asString());
    assertThat(v.path("viewCount").asString()).isEqualTo(details.path("viewCount").asString());
    assertThat(v.path("likeCount").asString()).isEqualTo(micro.path("likeCount").asString());
    assertThat(v.path("channelId").asString()).isEqualTo(details.path("channelId").asString());
    assertThat(v.path("channelTitle").asString()).isEqualTo(details.path("author").asString());
    assertThat(v.path("description").asString())
        .isEqualTo(details.path("shortDescription").asString());
    assertThat(v.path("category").asString()).isEqualTo(micro.path("category").asString());
    assertThat(v.path("publishDate").asString()).isEqualTo(micro.path("publishDate").asString());
    assertThat(v.path("uploadDate").asString()).isEqualTo(micro.path("uploadDate").asString());
    assertThat(v.path("publishedAt").asString())
        .isEqualTo(
            OffsetDateTime.parse(micro.path("publishDate").asString())
                .withOffsetSameInstant(ZoneOffset.UTC)
                .toInstant()
                .toString());
    assertThat(v.path("isUnlisted").asBoolean()).isEqualTo(micro.path("isUnlisted").asBoolean());
    assertThat(v.path("isFamilySafe").asBoolean())
        .isEqualTo(micro.path("isFamilySafe").asBoolean());
    assertThat(v.path("isLiveContent").asBoolean())
        .isEqualTo(details.path("isLiveContent").asBoolean());
    assertThat(v.path("availableCountries").size())
        .isEqualTo(micro.path("availableCountries").size());
    assertThat(v.path("keywords").size()).isEqualTo(details.path("keywords").size());
    assertThat(v.path("hasCaption").asBoolean())
        .isEqualTo(
            mobile
                    .path("captions")
                    .path("playerCaptionsTracklistRenderer")
                    .path("captionTracks")
                    .size()
                > 0);
    assertThat(v.path("thumbnail").size()).isPositive();
  }

  @Test
  void liveAndUnlistedVideosSayWhatTheyAre() {
    JsonNode live = api().get("/api/external/videos/details?videoId=X4VbdwhkE10").json().get(0);
    assertThat(live.path("isLiveContent").asBoolean()).isTrue();
    assertThat(live.path("category").asString()).isEqualTo("Music");
    assertThat(live.path("hasCaption").asBoolean()).isFalse();

    JsonNode unlisted = api().get("/api/external/videos/details?videoId=udsB8KnIJTg").json().get(0);
    assertThat(unlisted.path("isUnlisted").asBoolean()).isTrue();
    assertThat(unlisted.path("likeCount").asString()).isEqualTo("141");
    assertThat(unlisted.path("publishDate").asString()).isEqualTo("2017-09-22T05:15:21-07:00");
    assertThat(unlisted.path("publishedAt").asString()).isEqualTo("2017-09-22T12:15:21Z");
  }

  @ParameterizedTest
  @CsvSource({
    "don-t-exist, 404, Video not found", // notavailable/nonexistent: reel_item_watch answers {}
    "INVALID_ID_, 404, Video not found", // notavailable/invalidid
    "8VajtrESJzA, 404, Video not found", // notavailable/privatecontent
    "short, 400, Invalid video ID format",
    "'', 400, Invalid video ID format"
  })
  void unknownPrivateAndMalformedVideos(String id, int status, String message) {
    for (String path :
        List.of(
            "/videos/details",
            "/shorts/details",
            "/videos/comments",
            "/videos/transcript",
            "/videos/subtitle")) {
      Answer answer = api().get("/api/external" + path + "?videoId=" + id);
      if (path.equals("/videos/comments") && status == 404) {
        continue; // comments read the watch page first, which is not recorded for these IDs
      }
      assertThat(answer.status()).as(path).isEqualTo(status);
      assertThat(answer.error().path("message").asString()).isEqualTo(message);
    }
  }

  @Test
  void anUnplayableVideoWhoseWebPlayerIsNotRecordedIsUpstreamTroubleNotA500() {
    // notavailable/restricted: only the mobile player was recorded; the WEB microformat is not.
    Answer answer = api().get("/api/external/videos/details?videoId=_PL2HJKxnOM");
    assertThat(answer.status()).isEqualTo(503);
    assertThat(answer.error().path("retryAfter").asLong()).isPositive();
    assertThat(answer.header("Retry-After")).isPresent();
  }

  // ---- shorts details (the overlay is not recorded: the fallbacks answer) ----

  @Test
  void shortsDetailsFallBackToPlayerMicroformatAndWatchPage() {
    Answer answer = api().get("/api/external/shorts/details?videoId=cJ9to6EmElQ");

    assertThat(answer.status()).isEqualTo(200);
    JsonNode s = answer.json().get(0);
    assertThat(s.path("videoId").asString()).isEqualTo("cJ9to6EmElQ");
    assertThat(s.path("title").asString()).startsWith("Merci pour les 3 millions d'abonnés");
    assertThat(s.path("likeCount").asLong()).isEqualTo(1598L); // exact, from the like button
    assertThat(s.path("likeCountText").asString()).isEqualTo("1.5k");
    assertThat(s.path("likeStatus").asString()).isEqualTo("INDIFFERENT");
    assertThat(s.path("likesAllowed").asBoolean()).isTrue();
    assertThat(s.path("viewCount").asString()).isEqualTo("70500");
    assertThat(s.path("publishDate").asString()).isEqualTo("2023-07-07");
    assertThat(s.path("publishedAt").asString()).isEqualTo("2023-07-07T15:30:08Z");
    assertThat(s.path("publishedTimeText").asString()).isNotEmpty();
    assertThat(s.path("commentCount").asString()).isEqualTo("192");
    assertThat(s.path("isCommentDisabled").asBoolean()).isFalse();
    assertThat(s.path("channelHandle").asString()).isEqualTo("@arte");
    assertThat(s.path("channelTitle").asString()).isEqualTo("ARTE");
    assertThat(s.path("channelThumbnail").size()).isPositive();
    assertThat(s.path("titleWithNavDetails").get(0).path("text").asString())
        .isEqualTo(s.path("title").asString());
    assertThat(s.has("soundAttribution")).isFalse();
    assertThat(s.path("playerParams").asString()).isEmpty();
  }

  @Test
  void shortsCommentCountIsNullWhenOnlyRoundedOrTurnedOff() {
    JsonNode rounded = api().get("/api/external/shorts/details?videoId=kX3nB4PpJko").json().get(0);
    assertThat(rounded.path("commentCount").isNull()).isTrue(); // the watch page says "99k"
    assertThat(rounded.path("likeCount").asLong()).isEqualTo(4_961_170L);

    JsonNode off = api().get("/api/external/shorts/details?videoId=M4gD1WSo5mA").json().get(0);
    assertThat(off.path("isCommentDisabled").asBoolean()).isTrue();
    assertThat(off.path("commentCount").isNull()).isTrue();
  }

  // ---- comments ----

  @ParameterizedTest
  @CsvSource({
    "bjFtFMilb34, comments/pinned/03-next.json, '5,145'",
    "bem4adjGKjE, comments/channelowner/03-next.json, 105",
    "VsFjP58j5i8, comments/editedcomment/02-next.json, '2,146'",
    "QqsLTNkzvaY, comments/likesvotes/03-next.json, '19,783'",
    "xaQJbozY_Is, comments/replies/03-next.json, '21,051'",
    "VM_6n762j6M, comments/emptycomment/03-next.json, 598"
  })
  void firstCommentsPageIsTheRecordedOne(String id, String file, String count) {
    Answer answer = api().get("/api/external/videos/comments?videoId=" + id);

    assertThat(answer.status()).isEqualTo(200);
    JsonNode page = answer.json();
    assertThat(page.path("msg").asString()).isEqualTo("success");
    assertThat(page.path("commentsCount").asString()).isEqualTo(count);
    assertThat(page.path("continuation").asString()).isNotEmpty();
    List<String[]> recorded = recordedComments(file);
    assertThat(page.path("data").size()).isEqualTo(recorded.size());
    for (int i = 0; i < recorded.size(); i++) {
      JsonNode c = page.path("data").get(i);
      assertThat(c.path("authorText").asString()).isEqualTo(recorded.get(i)[0]);
      assertThat(c.path("textDisplay").asString()).isEqualTo(recorded.get(i)[1]);
      assertThat(c.path("likesCount").asString()).isNotBlank();
      assertDatedAtThePrecisionOfItsText(c);
    }
  }

  /**
   * A comment's publishDate and publishedAt: one ISO 8601 instant, the start of the period its
   * relative text names ("3 days ago" a day's start, "2 months ago" a month's first day, "9 years
   * ago" the first of January), edited or not.
   */
  static void assertDatedAtThePrecisionOfItsText(JsonNode c) {
    String text = c.path("publishedTimeText").asString();
    String at = c.path("publishedAt").asString();
    assertThat(c.path("publishDate").asString()).as(text).isEqualTo(at);
    Instant.parse(at);
    String unit = text.replaceAll("^\\D*\\d+\\s+(\\w+?)s?\\s+ago.*$", "$1");
    String expected =
        switch (unit) {
          case "year" -> "\\d{4}-01-01T00:00:00Z";
          case "month" -> "\\d{4}-\\d{2}-01T00:00:00Z";
          case "week", "day" -> "\\d{4}-\\d{2}-\\d{2}T00:00:00Z";
          case "hour" -> "\\d{4}-\\d{2}-\\d{2}T\\d{2}:00:00Z";
          default -> ".+";
        };
    assertThat(at).as(text).matches(expected);
  }

  /**
   * Replay keeps the recording's clock: the page was recorded on 2026-01-26 (its entity batch's
   * timestamp), so "11 months ago" is February 2025 on any day the test runs.
   */
  @Test
  void commentDatesCountBackFromWhenThePageWasRecorded() {
    JsonNode data =
        api().get("/api/external/videos/comments?videoId=xaQJbozY_Is").json().path("data");
    List<String> elevenMonths = new java.util.ArrayList<>();
    data.forEach(
        c -> {
          if (c.path("publishedTimeText").asString().equals("11 months ago")) {
            elevenMonths.add(c.path("publishedAt").asString());
          }
        });
    assertThat(elevenMonths).isNotEmpty().allMatch("2025-02-01T00:00:00Z"::equals);
  }

  @Test
  void ownerAndEditedCommentsAreMarked() {
    JsonNode owner =
        api().get("/api/external/videos/comments?videoId=bem4adjGKjE").json().path("data").get(0);
    assertThat(owner.path("authorIsChannelOwner").asBoolean()).isTrue();
    assertThat(owner.path("isCreator").asBoolean()).isTrue();
    assertThat(owner.path("likesCount").asString()).isEqualTo("56");

    JsonNode kurzgesagt =
        api().get("/api/external/videos/comments?videoId=QqsLTNkzvaY").json().path("data").get(0);
    assertThat(kurzgesagt.path("authorText").asString()).isEqualTo("@kurzgesagt");
    assertThat(kurzgesagt.path("likesCount").asString()).isEqualTo("19k");
    assertThat(kurzgesagt.path("replyCount").asString()).isEqualTo("436");
    assertThat(kurzgesagt.path("publishedTimeText").asString()).endsWith(" (edited)");
    assertDatedAtThePrecisionOfItsText(kurzgesagt);
  }

  @Test
  void aSmallThreadIsOneLastPageWithZeroLikesAsZero() {
    JsonNode page = api().get("/api/external/videos/comments?videoId=D00Au7k3i6o").json();
    assertThat(page.path("commentsCount").asString()).isEqualTo("7");
    assertThat(page.path("continuation").asString()).isEmpty();
    assertThat(page.path("data").size()).isEqualTo(3);
    assertThat(page.path("data").get(0).path("likesCount").asString()).isEqualTo("1");
    assertThat(page.path("data").get(1).path("likesCount").asString()).isEqualTo("0");
  }

  @Test
  void aTokenOfAnotherVideoOrAForgedOneIs400() {
    String token =
        api()
            .get("/api/external/videos/comments?videoId=" + PAGED_VIDEO)
            .json()
            .path("continuation")
            .asString();

    Answer other = api().get("/api/external/videos/comments?videoId=bem4adjGKjE&token=" + token);
    assertThat(other.status()).isEqualTo(400);
    assertThat(other.error().path("message").asString()).isEqualTo("Invalid continuation token");
    assertThat(other.error().path("details").asString()).contains("the video");

    Answer forged =
        api()
            .get(
                "/api/external/videos/comments?videoId="
                    + PAGED_VIDEO
                    + "&token=bm90LW91cnM.c2lnbmF0dXJl");
    assertThat(forged.status()).isEqualTo(400);
    assertThat(forged.error().path("details").asString()).contains("not one this service issued");
  }

  @Test
  void commentsTurnedOffAndLiveStreamsAreEmptyPages() {
    JsonNode off = api().get("/api/external/videos/comments?videoId=M4gD1WSo5mA").json();
    assertThat(off.path("data").size()).isZero();
    assertThat(off.path("continuation").asString()).isEmpty();
    assertThat(off.path("msg").asString()).isEqualTo("Comments are turned off");

    JsonNode live = api().get("/api/external/videos/comments?videoId=X4VbdwhkE10").json();
    assertThat(live.path("data").size()).isZero();
    assertThat(live.path("continuation").asString()).isEmpty();
    // No total was read for a live stream: null, not "".
    assertThat(live.has("commentsCount")).isTrue();
    assertThat(live.path("commentsCount").isNull()).isTrue();
  }

  @Test
  void aWatchPageWithoutItsCommentSectionIs503() {
    Answer answer = api().get("/api/external/videos/comments?videoId=An8vtD1FDqs");
    assertThat(answer.status()).isEqualTo(503);
  }

  // ---- transcripts and subtitles ----

  @Test
  void transcriptFromTheCaptionFile() {
    Answer answer = api().get("/api/external/videos/transcript?videoId=cV5TjZCJkuA");

    assertThat(answer.status()).isEqualTo(200);
    JsonNode t = answer.json().get(0);
    assertThat(t.path("id").asString()).isEqualTo("cV5TjZCJkuA");
    assertThat(t.path("transcript").size()).isEqualTo(4);
    JsonNode first = t.path("transcript").get(0);
    assertThat(first.path("startMs").asString()).isEqualTo("0");
    assertThat(first.path("endMs").asString()).isEqualTo("4120");
    assertThat(first.path("startTime").asString()).isEqualTo("0:00");
    assertThat(first.path("text").asString())
        .isEqualTo(
            "this is the Oppo Find X and it may be\nour best glimpse of the smartphone future");
    assertThat(t.path("transcript").get(3).path("startTime").asString()).isEqualTo("0:13");
    assertThat(t.path("selected").path("title").asString()).isEqualTo("English (auto-generated)");
    assertThat(t.path("languageMenu").size()).isEqualTo(1);
    assertThat(t.path("languageMenu").get(0).path("params").asString())
        .isEqualTo(t.path("selected").path("params").asString());
  }

  @Test
  void anUnknownLanguageGivesTheDefaultTrackAndAKnownOneItsTrack() {
    JsonNode unknown =
        api().get("/api/external/videos/transcript?videoId=cV5TjZCJkuA&lang=xx").json().get(0);
    assertThat(unknown.path("selected").path("title").asString())
        .isEqualTo("English (auto-generated)");
    assertThat(unknown.path("transcript").size()).isEqualTo(4);

    JsonNode english =
        api().get("/api/external/videos/transcript?videoId=cV5TjZCJkuA&lang=en-GB").json().get(0);
    assertThat(english.path("transcript").size()).isEqualTo(4);
  }

  @Test
  void noCaptionsIsAnEmptyTranscriptAndEmptySubtitles() {
    JsonNode transcript =
        api().get("/api/external/videos/transcript?videoId=X4VbdwhkE10").json().get(0);
    assertThat(transcript.path("transcript").size()).isZero();
    assertThat(transcript.path("languageMenu").size()).isZero();
    assertThat(transcript.path("selected").path("title").asString()).isEmpty();

    JsonNode subtitles =
        api().get("/api/external/videos/subtitle?videoId=X4VbdwhkE10").json().get(0);
    assertThat(subtitles.path("subtitles").size()).isZero();
  }

  @Test
  void subtitlesAreTheRecordedTracksWithTheirTimeLimitedUrls() {
    JsonNode tracks =
        recorded("streamdefault/cclicensed/01-reel_item_watch.json")
            .path("playerResponse")
            .path("captions")
            .path("playerCaptionsTracklistRenderer");

    JsonNode s = api().get("/api/external/videos/subtitle?videoId=M4gD1WSo5mA").json().get(0);

    assertThat(s.path("format").asString()).isEqualTo("srv1");
    assertThat(s.path("msg").asString()).isEmpty();
    assertThat(s.path("subtitles").size()).isEqualTo(tracks.path("captionTracks").size());
    assertThat(s.path("subtitles").get(0).path("languageName").asString()).isEqualTo("English");
    assertThat(s.path("subtitles").get(1).path("languageName").asString())
        .isEqualTo("English (auto-generated)");
    for (JsonNode entry : s.path("subtitles")) {
      assertThat(entry.path("languageCode").asString()).isEqualTo("en");
      assertThat(entry.path("url").asString())
          .startsWith("https://www.youtube.com/api/timedtext?")
          .contains("expire=")
          .doesNotContain("fmt=");
      assertThat(entry.path("isTranslatable").asBoolean()).isTrue();
    }
    // The platform's full translation menu (the VISIONOS answer's), not the ANDROID answer's 17.
    JsonNode fullMenu =
        recorded("streamdefault/cclicensed/03-player.json")
            .path("captions")
            .path("playerCaptionsTracklistRenderer")
            .path("translationLanguages");
    assertThat(tracks.path("translationLanguages").size()).isLessThan(100);
    assertThat(s.path("translationLanguages").size()).isGreaterThan(100).isEqualTo(fullMenu.size());
    assertThat(s.path("translationLanguages").get(0).path("languageCode").asString())
        .isEqualTo(fullMenu.get(0).path("languageCode").asString());
    // Names in the request's locale (en-GB).
    assertThat(s.path("translationLanguages").findValuesAsString("languageName"))
        .contains("German", "Japanese", "Abkhazian");
  }

  @Test
  void everySubtitlesAnswerCarriesTheFullMenuReadOncePerLocale() {
    api().get("/api/external/videos/subtitle?videoId=M4gD1WSo5mA");
    double visionosBefore = playerRequests();

    Answer bulk =
        api()
            .post(
                "/api/external/videos/bulk-subtitle",
                "{\"videoIds\": [\"cV5TjZCJkuA\", \"3sbYbckT1VY\"]}");

    assertThat(bulk.status()).isEqualTo(200);
    for (JsonNode result : bulk.json().path("results")) {
      assertThat(result.path("data").path("translationLanguages").size()).isGreaterThan(100);
    }
    // The menu was kept: no VISIONOS player answer was read again for it.
    assertThat(playerRequests()).isEqualTo(visionosBefore);
  }

  @Test
  void subtitlesInOneLanguageOrTranslated() {
    JsonNode collab =
        api().get("/api/external/videos/subtitle?videoId=3sbYbckT1VY&lang=hy").json().get(0);
    assertThat(collab.path("subtitles").size()).isEqualTo(1);
    assertThat(collab.path("subtitles").get(0).path("languageName").asString())
        .isEqualTo("Armenian - Armenian Subtitles");

    JsonNode translated =
        api().get("/api/external/videos/subtitle?videoId=M4gD1WSo5mA&lang=de").json().get(0);
    assertThat(translated.path("subtitles").size()).isEqualTo(1);
    assertThat(translated.path("subtitles").get(0).path("languageCode").asString()).isEqualTo("de");
    assertThat(translated.path("subtitles").get(0).path("url").asString()).contains("tlang=de");
  }

  // ---- bulk ----

  @Test
  void bulkTranscriptMixesGoodUnavailableAndMalformedIdsInOrder() {
    Answer answer =
        api()
            .post(
                "/api/external/videos/bulk-transcript",
                "{\"videoIds\": [\"cV5TjZCJkuA\", \"don-t-exist\", \"not-an-id\", \"X4VbdwhkE10\", \"8VajtrESJzA\", \"cV5TjZCJkuA\"]}");

    assertThat(answer.status()).isEqualTo(200);
    JsonNode r = answer.json();
    assertThat(r.path("total").asInt()).isEqualTo(6);
    assertThat(r.path("successful").asInt()).isEqualTo(2);
    assertThat(r.path("failed").asInt()).isEqualTo(4);
    List<String> ids = new ArrayList<>();
    r.path("results").forEach(item -> ids.add(item.path("videoId").asString()));
    assertThat(ids)
        .containsExactly(
            "cV5TjZCJkuA", "don-t-exist", "not-an-id", "X4VbdwhkE10", "8VajtrESJzA", "cV5TjZCJkuA");
    assertThat(r.path("results").get(0).path("data").path("transcript").size()).isEqualTo(4);
    assertThat(r.path("results").get(1).path("error").asString()).isEqualTo("Video not found");
    assertThat(r.path("results").get(2).path("error").asString())
        .isEqualTo("Invalid video ID format");
    assertThat(r.path("results").get(3).path("error").asString())
        .isEqualTo("Transcript not available");
    assertThat(r.path("results").get(4).path("error").asString()).isEqualTo("Video not found");
    assertThat(r.path("results").get(1).has("data")).isFalse();
  }

  /**
   * The recorded refusals (issue 25, point 1): the platform's own answers for a region block,
   * members-only and Music Premium video are refusals with its words, not empty caption lists.
   */
  @org.junit.jupiter.params.ParameterizedTest
  @org.junit.jupiter.params.provider.CsvSource(
      delimiter = '|',
      textBlock =
          """
          _PL2HJKxnOM | 451 | Video not available in this region | The uploader has not made this video available in your country
          ayI2iBwGdxw | 403 | Video for channel members only     | This video is available to this channel's members
          sMJ8bRN2dak | 403 | Video not playable                 | This video is only available to Music Premium members
          """)
  void recordedRefusalsAreRefusalsForTranscriptAndSubtitle(
      String id, int status, String message, String reason) {
    for (String operation : new String[] {"transcript", "subtitle"}) {
      Answer answer = api().get("/api/external/videos/" + operation + "?videoId=" + id);
      assertThat(answer.status()).as(operation).isEqualTo(status);
      assertThat(answer.error().path("message").asString()).isEqualTo(message);
      assertThat(answer.error().path("details").asString()).contains(reason);
    }
  }

  @Test
  void bulkSubtitleAndItsLimits() {
    Answer answer =
        api()
            .post(
                "/api/external/videos/bulk-subtitle",
                "{\"videoIds\": [\"M4gD1WSo5mA\", \"sMJ8bRN2dak\", \"x\"]}");
    assertThat(answer.status()).isEqualTo(200);
    JsonNode r = answer.json();
    assertThat(r.path("successful").asInt()).isEqualTo(1);
    assertThat(r.path("results").get(0).path("data").path("subtitles").size()).isEqualTo(2);
    assertThat(r.path("results").get(1).path("error").asString())
        .isEqualTo("Video not playable"); // Music Premium only: no caption list to read
    assertThat(r.path("results").get(2).path("error").asString())
        .isEqualTo("Invalid video ID format");

    String eleven = "[" + "\"cV5TjZCJkuA\",".repeat(10) + "\"cV5TjZCJkuA\"]";
    assertThat(
            api()
                .post("/api/external/videos/bulk-subtitle", "{\"videoIds\": " + eleven + "}")
                .status())
        .isEqualTo(400);
    assertThat(api().post("/api/external/videos/bulk-transcript", "{\"videoIds\": []}").status())
        .isEqualTo(400);
    assertThat(
            api()
                .post("/api/external/videos/bulk-transcript", "{\"videoIds\": \"cV5TjZCJkuA\"}")
                .status())
        .isEqualTo(400);
  }

  // ---- freshness ----

  @Test
  void aRepeatedCallWithinTheTtlAsksThePlatformNothingButIsCharged() {
    Answer first = api().get("/api/external/videos/details?videoId=K4DyBUG242c");
    api().get("/api/external/videos/subtitle?videoId=K4DyBUG242c");
    double before = upstreamRequests();

    Answer again = api().get("/api/external/videos/details?videoId=K4DyBUG242c");
    long remaining = again.longHeader("X-Quota-Remaining");
    Answer subtitles = api().get("/api/external/videos/subtitle?videoId=K4DyBUG242c");

    assertThat(again.status()).isEqualTo(200);
    assertThat(again.text())
        .as("the cached answer is the fresh one, byte for byte")
        .isEqualTo(first.text());
    assertThat(again.header("Content-Type")).contains("application/json");
    assertThat(subtitles.status()).isEqualTo(200);
    assertThat(upstreamRequests()).isEqualTo(before);
    assertThat(subtitles.longHeader("X-Quota-Remaining")).isEqualTo(remaining - 1);
  }

  @Test
  void theUpstreamCounterCountsRequestsByEndpoint() {
    api().get("/api/external/videos/details?videoId=Kn56bMZ9OE8");
    assertThat(meters.find(MeteredTransport.METER).tag("endpoint", "player").counters())
        .isNotEmpty();
  }

  private double playerRequests() {
    return meters.find(MeteredTransport.METER).tag("endpoint", "player").counters().stream()
        .mapToDouble(Counter::count)
        .sum();
  }

  private double upstreamRequests() {
    return meters.find(MeteredTransport.METER).counters().stream()
        .mapToDouble(Counter::count)
        .sum();
  }

  // ---- recordings ----

  static JsonNode recorded(String file) {
    try {
      JsonNode exchange = JSON.readTree(Files.readString(Recordings.root().resolve(file)));
      return JSON.readTree(exchange.path("response").path("body").asString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** [author, text] of each thread of a recorded comments page, read from its entity store. */
  private static List<String[]> recordedComments(String file) {
    JsonNode page = recorded(file);
    List<String[]> out = new ArrayList<>();
    List<JsonNode> entities = new ArrayList<>();
    page.path("frameworkUpdates")
        .path("entityBatchUpdate")
        .path("mutations")
        .forEach(m -> entities.add(m.path("payload").path("commentEntityPayload")));
    for (JsonNode action : page.path("onResponseReceivedEndpoints")) {
      JsonNode items =
          action.has("reloadContinuationItemsCommand")
              ? action.path("reloadContinuationItemsCommand").path("continuationItems")
              : action.path("appendContinuationItemsAction").path("continuationItems");
      for (JsonNode item : items) {
        String key =
            item.path("commentThreadRenderer")
                .path("commentViewModel")
                .path("commentViewModel")
                .path("commentKey")
                .asString("");
        if (key.isEmpty()) {
          continue;
        }
        for (JsonNode e : entities) {
          if (key.equals(e.path("key").asString(""))) {
            out.add(
                new String[] {
                  e.path("author").path("displayName").asString(),
                  e.path("properties").path("content").path("content").asString()
                });
          }
        }
      }
    }
    return out;
  }
}
