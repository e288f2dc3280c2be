package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A 400 names the parameter as the client sent it (the service description's wire name): {@code
 * channel_id is required} for the analysis job, never the Java name of another operation's
 * parameter. One row per operation, with the parameter missing or malformed.
 */
class ParameterNamesTest extends ServerTest {

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      textBlock =
          """
      POST | /api/external/analytics/channel-analytics                                 | {}   | channelId   | -
      POST | /api/external/analytics/channel-analytics/geography-revenue               | {}   | channelId   | -
      GET  | /api/external/analytics/channel-analytics/not-a-channel/short-vs-long-views | -  | channelId   | -
      GET  | /api/external/videos/details                                              | -    | videoId     | -
      GET  | /api/external/shorts/details                                              | -    | videoId     | -
      GET  | /api/external/videos/comments                                             | -    | videoId     | -
      GET  | /api/external/videos/transcript?videoId=short                             | -    | videoId     | -
      POST | /api/external/videos/bulk-transcript                                      | {}   | videoIds    | -
      GET  | /api/external/videos/subtitle                                             | -    | videoId     | -
      POST | /api/external/videos/bulk-subtitle                                        | {"videoIds":"x"} | videoIds | -
      GET  | /api/external/videos/rpm                                                  | -    | videoId     | -
      GET  | /api/external/channels/about                                              | -    | channelId   | -
      GET  | /api/external/channels/videos                                             | -    | channelId   | -
      GET  | /api/external/channels/shorts                                             | -    | channelId   | -
      GET  | /api/external/channels/playlists                                          | -    | channelId   | -
      GET  | /api/external/channels/videos?channel_id=UCshort                          | -    | channel_id  | channelId
      GET  | /api/external/channels/shorts?channel_id=                                 | -    | channel_id  | channelId
      GET  | /api/external/channels/playlists?channel_id=not-a-channel                 | -    | channel_id  | channelId
      GET  | /api/external/channels/videos?channel_id=%09UCsXVk37bltHxD1rDPwtNM8Q       | -    | channel_id  | channelId
      GET  | /api/external/channels/outliers?channelId=UCsXVk37bltHxD1rDPwtNM8Q&maxVideos=0 | - | maxVideos | -
      GET  | /api/external/channels/analysis/job/create                                | -    | channel_id  | channelId
      GET  | /api/external/channels/analysis/job/create?channel_id=UCshort             | -    | channel_id  | channelId
      GET  | /api/external/channels/analysis/job/status                                | -    | job_id      | jobId
      POST | /api/external/similar-thumbnails/search                                   | {}   | image_url   | imageUrl
      """)
  void aBadRequestNamesTheParameterTheClientSent(
      String method, String path, String body, String wireName, String otherName) {
    Answer answer =
        body == null
            ? api().send(method, path, null, null)
            : api().send(method, path, body, "application/json");
    assertThat(answer.status()).isEqualTo(400);
    String details = answer.error().get("details").asString();
    assertThat(details).contains(wireName);
    if (otherName != null) {
      assertThat(details).doesNotContain(otherName);
    }
  }

  @org.junit.jupiter.api.Test
  void theAnalysisJobSaysChannelIdIsRequiredInItsOwnSpelling() {
    Answer answer = api().get("/api/external/channels/analysis/job/create");
    assertThat(answer.error().get("details").asString()).startsWith("channel_id is required");
  }
}
