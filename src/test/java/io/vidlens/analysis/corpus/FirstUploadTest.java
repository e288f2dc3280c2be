package io.vidlens.analysis.corpus;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.ChannelId;
import io.vidlens.testing.FakePlatform;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The channel's first upload is read from one oldest-first page of its Videos tab through the
 * catalog (the Oldest chip's continuation), over hand-written answers in the documented shapes.
 */
class FirstUploadTest {

  static final String ID = "UC0123456789012345678901";
  static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");
  static final JsonMapper JSON = JsonMapper.builder().build();

  static String video(String id, String published) {
    return "{'richItemRenderer': {'content': {'videoRenderer': {'videoId': '"
        + id
        + "', 'title': {'runs': [{'text': 'Title "
        + id
        + "'}]}, 'viewCountText': {'simpleText': '1,000 views'}, 'publishedTimeText':"
        + " {'simpleText': '"
        + published
        + "'}, 'lengthText': {'simpleText': '10:00'}}}}}";
  }

  static JsonNode json(String text) {
    return JSON.readTree(text.replace('\'', '"'));
  }

  /** A channel page on its Videos tab with Latest/Popular/Oldest chips and a next page. */
  static JsonNode videosPage() {
    String chips =
        "{'chipBarViewModel': {'chips': ["
            + chip("Latest", "LATEST", true)
            + ", "
            + chip("Popular", "POPULAR", false)
            + ", "
            + chip("Oldest", "OLDEST", false)
            + "]}}";
    String grid =
        "{'richGridRenderer': {'header': "
            + chips
            + ", 'contents': ["
            + video("newest00001", "2 days ago")
            + ", {'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand':"
            + " {'token': 'NEXT'}}}}]}}";
    return json(
        "{'metadata': {'channelMetadataRenderer': {'title': 'Chan', 'externalId': '"
            + ID
            + "'}}, 'contents': {'twoColumnBrowseResultsRenderer': {'tabs': ["
            + "{'tabRenderer': {'title': 'Home', 'selected': false, 'endpoint': {'browseEndpoint':"
            + " {'params': 'HOME'}}}}, {'tabRenderer': {'title': 'Videos', 'selected': true,"
            + " 'endpoint': {'browseEndpoint': {'params': '"
            + ChannelTab.VIDEOS.browseTab().params()
            + "'}}, 'content': "
            + grid
            + "}}]}}}");
  }

  static String chip(String title, String token, boolean selected) {
    return "{'chipViewModel': {'text': '"
        + title
        + "', 'selected': "
        + selected
        + ", 'tapCommand': {'innertubeCommand': {'continuationCommand': {'token': '"
        + token
        + "'}}}}}";
  }

  /** Answers the Videos tab and the Oldest chip; anything else is not there. */
  static FakePlatform platform(JsonNode oldest) {
    return new FakePlatform()
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), videosPage())
        .continuation("OLDEST", oldest);
  }

  static ChannelStage stage(FakePlatform platform) {
    ReadPolicy policy = new ReadPolicy(10);
    return new ChannelStage(
        platform.channels(), null, policy, null, null, java.time.Clock.systemUTC());
  }

  @Test
  void theFirstUploadIsTheOldestFirstPagesFirstVideo() {
    FakePlatform source =
        platform(
            json(
                "{'onResponseReceivedActions': [{'reloadContinuationItemsCommand':"
                    + " {'continuationItems': ["
                    + video("first000001", "13 years ago")
                    + ", "
                    + video("second00001", "12 years ago")
                    + "]}}]}"));
    Instant first = stage(source).firstUpload(new ChannelId(ID), NOW);
    assertThat(first)
        .isEqualTo(
            new io.vidlens.model.RelativeTime(13, java.time.temporal.ChronoUnit.YEARS).before(NOW));
    assertThat(RelativeDates.wire(first)).startsWith("2013-");
    assertThat(source.asked()).contains("continuation OLDEST");
  }

  @Test
  void anOldestPageThatListsNoDatedVideoGivesNull() {
    FakePlatform source =
        platform(
            json(
                "{'onResponseReceivedActions': [{'reloadContinuationItemsCommand':"
                    + " {'continuationItems': []}}]}"));
    assertThat(stage(source).firstUpload(new ChannelId(ID), NOW)).isNull();
  }
}
