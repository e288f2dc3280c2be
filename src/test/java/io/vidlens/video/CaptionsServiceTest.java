package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.testing.FakePlatform;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Transcripts and subtitles over a fake platform with hand-written answers. */
class CaptionsServiceTest {

  private static final String ID = "abcdefghijk";
  private static final VideoId VIDEO = new VideoId(ID);
  private static final String JSON3 =
      """
      {"events": [{"tStartMs": 0, "dDurationMs": 1500, "segs": [{"utf8": "Hello\\nthere"}]},
                  {"tStartMs": 1500, "dDurationMs": 100, "segs": [{"utf8": "\\n"}]},
                  {"tStartMs": 65000, "dDurationMs": 2000, "segs": [{"utf8": "a minute "}, {"utf8": "later"}]}]}
      """;
  private static final String TRANSLATIONS =
      ", 'translationLanguages': [{'languageCode': 'de', 'languageName': {'simpleText': 'German'}}],"
          + " 'audioTracks': [{'defaultCaptionTrackIndex': 0}], 'defaultAudioTrackIndex': 0";

  private static String twoTracks(String extraQuery) {
    return FakePlatform.track(ID, "en", "", "English", extraQuery)
        + ", "
        + FakePlatform.track(ID, "en", "asr", "English (auto-generated)", "");
  }

  private static CaptionsService service(FakePlatform platform) {
    return new CaptionsService(
        new Videos(
            platform.client(), new ReadPolicy(10), new UnknownItems(new SimpleMeterRegistry())));
  }

  @Test
  void transcriptOfTheDefaultTrackFromJson3() {
    FakePlatform platform =
        new FakePlatform()
            .answer("reel_item_watch", FakePlatform.player(ID, twoTracks(""), TRANSLATIONS))
            .answer("timedtext", JSON3);

    TranscriptRecord t = service(platform).transcript(VIDEO, null);

    assertThat(t.id()).isEqualTo(ID);
    assertThat(t.transcript())
        .containsExactly(
            new TranscriptRecord.Segment("0", "1500", "0:00", "Hello\nthere"),
            new TranscriptRecord.Segment("65000", "67000", "1:05", "a minute later"));
    assertThat(t.selected().title()).isEqualTo("English");
    assertThat(t.languageMenu())
        .extracting(TranscriptRecord.Language::title)
        .containsExactly("English", "English (auto-generated)");
    assertThat(t.languageMenu().get(0).params()).isEqualTo(t.selected().params());
    assertThat(platform.requests().getLast().url().getQuery())
        .contains("fmt=json3")
        .doesNotContain("srv3")
        .doesNotContain("kind=asr");
  }

  @Test
  void langPicksATrackByCodeOrParamsAndTranslatesOtherwise() {
    FakePlatform platform =
        new FakePlatform()
            .answer("reel_item_watch", FakePlatform.player(ID, twoTracks(""), TRANSLATIONS))
            .answer("timedtext", JSON3);
    CaptionsService service = service(platform);

    String asrParams = service.transcript(VIDEO, null).languageMenu().get(1).params();
    assertThat(service.transcript(VIDEO, asrParams).selected().title())
        .isEqualTo("English (auto-generated)");
    assertThat(platform.requests().getLast().url().getQuery()).contains("kind=asr");

    TranscriptRecord german = service.transcript(VIDEO, "de");
    assertThat(german.selected().title()).isEqualTo("German (auto-translated)");
    assertThat(platform.requests().getLast().url().getQuery()).contains("tlang=de");

    assertThat(service.transcript(VIDEO, "en-US").selected().title()).isEqualTo("English");
    assertThat(service.transcript(VIDEO, "zz").selected().title())
        .as("unknown: the default")
        .isEqualTo("English");
  }

  @Test
  void anEmptyCaptionFileNeedsAProofOfOriginTokenAndIsA503() {
    FakePlatform platform =
        new FakePlatform()
            .answer("reel_item_watch", FakePlatform.player(ID, twoTracks("&exp=xpe"), ""))
            .answer("timedtext", "");

    assertThatThrownBy(() -> service(platform).transcript(VIDEO, null))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.getMessage()).isEqualTo("Service Unavailable");
              assertThat(e.retryAfterSeconds()).isEqualTo(10L);
              assertThat(e.details()).contains("proof-of-origin");
            });
  }

  @Test
  void anUnreadableCaptionFileIsA503() {
    FakePlatform platform =
        new FakePlatform()
            .answer("reel_item_watch", FakePlatform.player(ID, twoTracks(""), ""))
            .answer("timedtext", "<html>nope</html>");
    assertThatThrownBy(() -> service(platform).transcript(VIDEO, null))
        .isInstanceOf(PlatformException.Unavailable.class);
  }

  @Test
  void noCaptionsIsEmptyNotAnError() {
    FakePlatform platform =
        new FakePlatform().answer("reel_item_watch", FakePlatform.player(ID, "", ""));
    CaptionsService service = service(platform);

    TranscriptRecord t = service.transcript(VIDEO, "en");
    assertThat(t.transcript()).isEmpty();
    assertThat(t.languageMenu()).isEmpty();
    assertThat(t.selected()).isEqualTo(new TranscriptRecord.Language("", ""));
    assertThat(service.subtitles(VIDEO, null).subtitles()).isEmpty();
    assertThat(platform.requests()).noneMatch(r -> r.endpoint().equals("timedtext"));
  }

  @Test
  void subtitlesAreTheTracksInSrv1WithTheirExpiry() {
    FakePlatform platform =
        new FakePlatform()
            .answer(
                "reel_item_watch", FakePlatform.player(ID, twoTracks("&exp=xpe"), TRANSLATIONS));
    CaptionsService service = service(platform);

    SubtitleRecord s = service.subtitles(VIDEO, null);
    assertThat(s.format()).isEqualTo("srv1");
    assertThat(s.subtitles())
        .extracting(SubtitleRecord.Entry::languageName)
        .containsExactly("English", "English (auto-generated)");
    assertThat(s.subtitles())
        .allSatisfy(
            e -> {
              assertThat(e.url())
                  .contains("expire=1780891006")
                  .contains("signature=S")
                  .doesNotContain("fmt=");
              assertThat(e.isTranslatable()).isTrue();
            });
    assertThat(s.msg()).contains("proof-of-origin");
    assertThat(s.translationLanguages())
        .containsExactly(new SubtitleRecord.TranslationLanguage("de", "German"));

    SubtitleRecord german = service.subtitles(VIDEO, "de");
    assertThat(german.subtitles())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.languageCode()).isEqualTo("de");
              assertThat(e.url()).contains("tlang=de").doesNotContain("fmt=");
            });
    assertThat(service.subtitles(VIDEO, "xx").subtitles()).hasSize(2);
  }

  /** The player's definitive answer for an unknown video ({@code {}} alone is not one). */
  private static final String UNAVAILABLE =
      "{\"playerResponse\": {\"playabilityStatus\": {\"status\": \"ERROR\", \"reason\": \"This video is unavailable\"}}}";

  @Test
  void anUnknownVideoIsNotFoundAndTheGuestThrottleIs503() {
    assertThatThrownBy(
            () ->
                service(new FakePlatform().answer("reel_item_watch", UNAVAILABLE))
                    .transcript(VIDEO, null))
        .isInstanceOf(PlatformException.NotFound.class);
    String throttled =
        "{\"playerResponse\": {\"playabilityStatus\": {\"status\": \"UNPLAYABLE\", \"reason\": \"This content isn't available, try again later.\"}}}";
    assertThatThrownBy(
            () ->
                service(new FakePlatform().answer("reel_item_watch", throttled))
                    .subtitles(VIDEO, null))
        .isInstanceOf(PlatformException.Unavailable.class);
  }

  @Test
  void bulkKeepsOrderAndCountsFailures() {
    FakePlatform platform =
        new FakePlatform()
            .answer(
                "reel_item_watch",
                request ->
                    request.body().toString().contains(ID)
                        ? FakePlatform.player(ID, twoTracks(""), "")
                        : UNAVAILABLE)
            .answer("timedtext", JSON3);
    BulkService bulk = new BulkService(service(platform));

    BulkResult<TranscriptRecord> r = bulk.transcripts(List.of(ID, "zzzzzzzzzzz", "bad id", ID));

    assertThat(r.total()).isEqualTo(4);
    assertThat(r.successful()).isEqualTo(2);
    assertThat(r.failed()).isEqualTo(2);
    assertThat(r.results())
        .extracting(BulkResult.Item::videoId)
        .containsExactly(ID, "zzzzzzzzzzz", "bad id", ID);
    assertThat(r.results())
        .extracting(BulkResult.Item::error)
        .containsExactly(null, "Video not found", "Invalid video ID format", null);
    assertThat(r.results().get(0).data().transcript()).hasSize(2);
  }
}
