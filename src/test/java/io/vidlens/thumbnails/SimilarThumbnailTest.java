package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.json.JsonMappers;
import org.junit.jupiter.api.Test;

/**
 * An element of the search answer from hand-written corpus rows: the video type from the typed
 * details and the listing's own word, the length as the wire has always written it.
 */
class SimilarThumbnailTest {

  private static final ThumbnailSearchService.Found FOUND =
      new ThumbnailSearchService.Found("aaaaaaaaaaa", 0.5f, "text", null);

  private static CorpusVideo row(boolean listedAsShort, String details) {
    return new CorpusVideo(
        "aaaaaaaaaaa",
        "UCaaaaaaaaaaaaaaaaaaaaaa",
        "Title",
        "https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg",
        listedAsShort,
        1_000L,
        CorpusVideo.DONE,
        0,
        null,
        null,
        null,
        null,
        details);
  }

  private static SimilarThumbnail of(CorpusVideo v) {
    return SimilarThumbnail.of(FOUND, v, null);
  }

  @Test
  void aRowStoredWithTheAnswersStringsReadsItsLengthAndViews() {
    SimilarThumbnail t =
        of(
            row(
                false,
                "{\"lengthSeconds\":\"212\",\"viewCount\":\"12\",\"isShortsEligible\":true}"));
    assertThat(t.videoData().lengthSeconds()).isEqualTo("212");
    assertThat(t.videoData().viewCount()).isEqualTo(12L);
    // Shorts-eligible but longer than three minutes: a video
    assertThat(t.metadata().videoType()).isEqualTo("video");
    assertThat(JsonMappers.PLAIN.writeValueAsString(t.videoData()))
        .contains("\"lengthSeconds\":\"212\"");
  }

  @Test
  void aShortsEligibleVideoOfAtMostThreeMinutesIsAShort() {
    SimilarThumbnail t = of(row(false, "{\"lengthSeconds\":45,\"isShortsEligible\":true}"));
    assertThat(t.metadata().videoType()).isEqualTo("short");
    assertThat(t.videoData().lengthSeconds()).isEqualTo("45");
  }

  @Test
  void aVideoListedAsAShortIsAShortWithoutDetails() {
    assertThat(of(row(true, null)).metadata().videoType()).isEqualTo("short");
    assertThat(of(row(false, null)).metadata().videoType()).isNull();
  }

  @Test
  void aLiveVideoIsLiveEvenWhenListedAsAShort() {
    SimilarThumbnail t = of(row(true, "{\"isLiveContent\":true,\"lengthSeconds\":\"0\"}"));
    assertThat(t.metadata().videoType()).isEqualTo("live");
  }

  @Test
  void aLengthThatWasNeverShownIsNull() {
    SimilarThumbnail t = of(row(false, "{\"lengthSeconds\":\"\",\"viewCount\":\"\"}"));
    assertThat(t.videoData().lengthSeconds()).isNull();
    // no count in the details: the listing's
    assertThat(t.videoData().viewCount()).isEqualTo(1_000L);
  }
}
