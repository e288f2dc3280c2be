package io.vidlens.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.api.ChannelId;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.Playlists;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.UnknownItems;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.ChannelSource;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
  static final class Source implements ChannelSource {
    final List<String> asked = new ArrayList<>();
    final JsonNode oldest;

    Source(JsonNode oldest) {
      this.oldest = oldest;
    }

    @Override
    public JsonNode browse(String browseId, String params) {
      asked.add("browse " + params);
      return videosPage();
    }

    @Override
    public JsonNode continuation(String token) {
      asked.add("continuation " + token);
      if (token.equals("OLDEST") && oldest != null) {
        return oldest;
      }
      throw new IllegalStateException("not answered here: " + token);
    }

    @Override
    public JsonNode resolveUrl(String url) {
      throw new IllegalStateException("not answered here");
    }

    @Override
    public String feed(String channelId) {
      throw new IllegalStateException("not answered here");
    }
  }

  static ChannelStage stage(Source source) {
    ReadPolicy policy = new ReadPolicy(10);
    UnknownItems unknown = new UnknownItems(new SimpleMeterRegistry());
    ChannelReads reads = new ChannelReads(source);
    Channels channels = new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown);
    return new ChannelStage(channels, null, policy, null, null, java.time.Clock.systemUTC());
  }

  @Test
  void theFirstUploadIsTheOldestFirstPagesFirstVideo() {
    Source source =
        new Source(
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
    assertThat(source.asked).contains("continuation OLDEST");
  }

  @Test
  void anOldestPageThatListsNoDatedVideoGivesNull() {
    Source source =
        new Source(
            json(
                "{'onResponseReceivedActions': [{'reloadContinuationItemsCommand':"
                    + " {'continuationItems': []}}]}"));
    assertThat(stage(source).firstUpload(new ChannelId(ID), NOW)).isNull();
  }
}
