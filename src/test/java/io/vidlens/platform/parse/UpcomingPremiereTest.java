package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.ContentPage;
import io.vidlens.model.Count;
import io.vidlens.model.VideoItem;
import org.junit.jupiter.api.Test;

/**
 * A lockup is live only on the live badge style; an upcoming premiere ("56 waiting", "Premieres
 * 14/12/2026, 13:00", an "Upcoming" badge) is not live and has no view count. Hand-written from the
 * documented shape (NewPipeExtractor's lockup extractor, yt-dlp's tab extractor).
 */
class UpcomingPremiereTest {

  static String lockup(String id, String badgeText, String badgeStyle, String... parts) {
    StringBuilder meta = new StringBuilder();
    for (String p : parts) {
      meta.append(meta.isEmpty() ? "" : ", ")
          .append("{'text': {'content': '")
          .append(p)
          .append("'}}");
    }
    return "{'richItemRenderer': {'content': {'lockupViewModel': {'contentId': '"
        + id
        + "', 'contentType': 'LOCKUP_CONTENT_TYPE_VIDEO', 'contentImage': {'thumbnailViewModel':"
        + " {'overlays': [{'thumbnailBottomOverlayViewModel': {'badges': [{'thumbnailBadgeViewModel':"
        + " {'text': '"
        + badgeText
        + "', 'badgeStyle': '"
        + badgeStyle
        + "'}}]}}]}}, 'metadata': {'lockupMetadataViewModel': {'title': {'content': 'T "
        + id
        + "'}, 'metadata': {'contentMetadataViewModel': {'metadataRows': [{'metadataParts': ["
        + meta
        + "]}]}}}}}}}}";
  }

  static ContentPage page(String... items) {
    return ChannelContentParser.parse(
        Fixtures.json(
            "{'onResponseReceivedActions': [{'appendContinuationItemsAction': {'continuationItems': ["
                + String.join(", ", items)
                + "]}}]}"));
  }

  @Test
  void anUpcomingPremiereIsNotLiveAndHasNoViews() {
    ContentPage page =
        page(
            lockup(
                "premiere001",
                "Upcoming",
                "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT",
                "56 waiting",
                "Premieres 14/12/2026, 13:00"),
            lockup("liveNow0001", "LIVE", LockupViewModelParser.LIVE_STYLE, "1,263 watching"),
            lockup(
                "uploaded001",
                "12:03",
                "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT",
                "1,545,374 views",
                "3 days ago"));
    VideoItem premiere = (VideoItem) page.items().get(0);
    assertThat(premiere.live()).isFalse();
    assertThat(premiere.viewCount()).isNull();
    assertThat(premiere.upcoming()).isTrue();
    assertThat(premiere.viewCountText()).isEqualTo("56 waiting");
    assertThat(premiere.publishedTimeText()).isEqualTo("Premieres 14/12/2026, 13:00");
    assertThat(premiere.durationSeconds()).isNull();

    VideoItem live = (VideoItem) page.items().get(1);
    assertThat(live.live()).isTrue();
    assertThat(live.upcoming()).isFalse();
    assertThat(live.viewCount()).isNull();

    VideoItem uploaded = (VideoItem) page.items().get(2);
    assertThat(uploaded.live()).isFalse();
    assertThat(uploaded.upcoming()).isFalse();
    assertThat(uploaded.viewCount()).isEqualTo(Count.exactly(1_545_374L));
    assertThat(uploaded.durationSeconds()).isEqualTo(723L);
  }

  @Test
  void aWaitingCountWithoutAnUpcomingBadgeIsStillNoViewCount() {
    VideoItem scheduled =
        (VideoItem)
            page(lockup(
                    "scheduled01",
                    "",
                    "THUMBNAIL_OVERLAY_BADGE_STYLE_DEFAULT",
                    "12 waiting",
                    "Scheduled for 14/12/2026, 13:00"))
                .items()
                .getFirst();
    assertThat(scheduled.live()).isFalse();
    assertThat(scheduled.upcoming()).isTrue();
    assertThat(scheduled.viewCount()).isNull();
  }

  @Test
  void theOlderVideoRendererWaitingIsNotLiveEither() {
    VideoItem v =
        (VideoItem)
            page("{'videoRenderer': {'videoId': 'premiere002', 'title': {'runs': [{'text': 'P'}]},"
                    + " 'viewCountText': {'runs': [{'text': '56'}, {'text': ' waiting'}]},"
                    + " 'upcomingEventData': {'startTime': '1797253200'}}}")
                .items()
                .getFirst();
    assertThat(v.live()).isFalse();
    assertThat(v.upcoming()).isTrue();
    assertThat(v.viewCount()).isNull();
  }

  @Test
  void theOlderVideoRendererNamesAPremiereByItsBadgeOrItsDateAlone() {
    ContentPage listed =
        page(
            "{'videoRenderer': {'videoId': 'premiere003', 'title': {'runs': [{'text': 'P'}]},"
                + " 'lengthText': {'simpleText': 'UPCOMING'},"
                + " 'viewCountText': {'simpleText': '0 views'}}}",
            "{'videoRenderer': {'videoId': 'premiere004', 'title': {'runs': [{'text': 'P'}]},"
                + " 'publishedTimeText': {'simpleText': 'Premieres 12/24/26, 6:00 PM'},"
                + " 'viewCountText': {'simpleText': '0 views'}}}",
            "{'videoRenderer': {'videoId': 'uploaded005', 'title': {'runs': [{'text': 'P'}]},"
                + " 'publishedTimeText': {'simpleText': '3 days ago'},"
                + " 'lengthText': {'simpleText': '12:03'},"
                + " 'viewCountText': {'simpleText': '1,204 views'}}}");

    assertThat(listed.items())
        .extracting(i -> ((VideoItem) i).upcoming())
        .containsExactly(true, true, false);
    assertThat(((VideoItem) listed.items().get(1)).viewCount()).isNull();
    assertThat(((VideoItem) listed.items().get(2)).viewCount()).isEqualTo(Count.exactly(1_204L));
  }
}
