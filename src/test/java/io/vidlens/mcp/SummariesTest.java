package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.json.schema.jackson3.DefaultJsonSchemaValidator;
import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The summary a tool answers by default: a channel's videos page written here in the documented
 * shape keeps every video, ID and count, loses all but the largest thumbnail, and still validates
 * against the tool's output schema, as does the full page.
 */
class SummariesTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final OperationArguments ARGUMENTS =
      new OperationArguments(OpenApiDocument.assemble(List.of(Operation.values())));
  private static final DefaultJsonSchemaValidator VALIDATOR = new DefaultJsonSchemaValidator(JSON);

  /** A videos page of {@code count} videos, each with four thumbnail sizes. */
  static ObjectNode videosPage(int count) {
    ObjectNode page = JSON.createObjectNode();
    ArrayNode data = page.putArray("data");
    for (int i = 0; i < count; i++) {
      String id = String.format("vid%08d", i);
      ObjectNode video = data.addObject();
      video.put("videoId", id);
      video.put("title", "Why the universe is big, part " + i);
      video.put("lengthSeconds", 600 + i);
      video.put("lengthText", "10:0" + (i % 10));
      video.put("viewCount", 1_000_000L + i);
      video.put("viewCountText", "1,000,00" + (i % 10) + " views");
      video.put("publishedTimeText", i + " days ago");
      ArrayNode thumbnails = video.putArray("thumbnail");
      int[][] sizes = {{168, 94}, {196, 110}, {246, 138}, {336, 188}};
      for (int[] size : sizes) {
        thumbnails
            .addObject()
            .put(
                "url",
                "https://i.ytimg.com/vi/"
                    + id
                    + "/hqdefault.jpg?sqp=-oaymwEbCKgBEF5IVfKriqkDDggBFQAAiEIYAXABwAEG&rs=AOn4CLBx"
                    + size[0])
            .put("width", size[0])
            .put("height", size[1]);
      }
      video.put("isLive", false);
    }
    page.put("continuation", "4qmFsgKrARIYVUNzWFZrMzdibHRIeEQxckRQd3RO");
    page.put("msg", "success");
    return page;
  }

  @Test
  void aVideosPageKeepsEveryVideoAndOnlyTheLargestThumbnail() {
    ObjectNode page = videosPage(30);
    JsonNode summary = Summaries.of(page);
    assertThat(summary.path("data")).hasSize(30);
    assertThat(summary.path("continuation")).isEqualTo(page.path("continuation"));
    for (int i = 0; i < 30; i++) {
      JsonNode video = summary.path("data").path(i);
      assertThat(video.path("videoId")).isEqualTo(page.path("data").path(i).path("videoId"));
      assertThat(video.path("viewCount").asLong()).isEqualTo(1_000_000L + i);
      assertThat(video.path("thumbnail")).hasSize(1);
      assertThat(video.path("thumbnail").path(0).path("width").asInt()).isEqualTo(336);
    }
    assertThat(page.path("data").path(0).path("thumbnail"))
        .as("the answer is untouched")
        .hasSize(4);
    assertThat(summary.toString().length()).isLessThan(page.toString().length() / 2);
  }

  @Test
  void theSummaryAndTheFullPageBothValidateAgainstTheToolsOutputSchema() {
    Map<String, Object> schema = ARGUMENTS.outputOf(Operation.GET_VIDEOS);
    ObjectNode page = videosPage(3);
    assertThat(VALIDATOR.validate(schema, plain(page)).valid()).isTrue();
    assertThat(VALIDATOR.validate(schema, plain(Summaries.of(page))).valid()).isTrue();
    page.remove("continuation");
    assertThat(VALIDATOR.validate(schema, plain(page)).valid())
        .as("a page without its continuation is not what the schema describes")
        .isFalse();
  }

  @Test
  void anArrayAnswerIsDescribedUnderItems() {
    Map<String, Object> schema = ARGUMENTS.outputOf(Operation.CREATE_ANALYSIS_JOB);
    JsonNode created =
        JSON.readTree(
            "{\"items\":[{\"job_id\":\"j1\",\"channel_id\":\"UCsXVk37bltHxD1rDPwtNM8Q\","
                + "\"cached\":false,\"message\":\"Job created\"}]}");
    assertThat(VALIDATOR.validate(schema, plain(created)).valid()).isTrue();
    assertThat(VALIDATOR.validate(schema, plain(created.path("items").path(0))).valid())
        .as("the bare array element is not the structured content")
        .isFalse();
  }

  @Test
  void longDescriptionsAreCutAndLongKeywordListsShortened() {
    ObjectNode about = JSON.createObjectNode();
    about.put("description", "a".repeat(1_000));
    ArrayNode keywords = about.putArray("keywords");
    for (int i = 0; i < 25; i++) {
      keywords.add("keyword" + i);
    }
    about.put("title", "b".repeat(1_000));
    JsonNode summary = Summaries.of(about);
    assertThat(summary.path("description").asString())
        .hasSize(Summaries.DESCRIPTION_LENGTH + 1)
        .endsWith("…");
    assertThat(summary.path("keywords")).hasSize(Summaries.LIST_LENGTH);
    assertThat(summary.path("title").asString()).as("other texts stay whole").hasSize(1_000);
  }

  private static Object plain(JsonNode node) {
    return JSON.convertValue(node, Object.class);
  }
}
