package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.vidlens.access.Operation;
import io.vidlens.mcp.ToolArgument.Reference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a model pastes where an ID is asked: links to a video are its ID, a link to another site is
 * refused before anything is performed, and a handle for an operation that takes IDs only is looked
 * up with Get Channel About first.
 */
class ToolInputsTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String VIDEO = "dQw4w9WgXcQ";
  private static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";

  private static final List<ToolArgument> VIDEO_ARGUMENT =
      List.of(ToolArgument.of("videoId").naming(Reference.VIDEO));
  private static final List<ToolArgument> CHANNEL_ID_ARGUMENT =
      List.of(ToolArgument.of("channelId").naming(Reference.CHANNEL_ID_ONLY));
  private static final List<ToolArgument> CHANNEL_ARGUMENT =
      List.of(ToolArgument.of("channelId").naming(Reference.CHANNEL));

  private final List<OperationRequest> performed = new ArrayList<>();

  static ToolCall call(Map<String, Object> arguments) {
    return new ToolCall(arguments, "Bearer k", "acc-test", null, null, null);
  }

  private ToolInputs.Values values(List<ToolArgument> arguments, String value, String about) {
    return ToolInputs.of(
        arguments,
        call(Map.of(arguments.getFirst().name(), value)),
        request -> {
          performed.add(request);
          return new OperationAnswer(
              about.contains("error") ? 404 : 200, about, JSON.readTree(about));
        });
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://www.youtube.com/watch?v=" + VIDEO,
        "https://www.youtube.com/watch?feature=share&v=" + VIDEO + "&t=42s",
        "youtube.com/watch?v=" + VIDEO,
        "http://m.youtube.com/watch?v=" + VIDEO,
        "https://music.youtube.com/watch?v=" + VIDEO + "&list=RDAMVM",
        "https://youtu.be/" + VIDEO + "?si=abc",
        "https://www.youtube.com/shorts/" + VIDEO,
        "https://www.youtube.com/live/" + VIDEO + "?feature=shared",
        "https://www.youtube-nocookie.com/embed/" + VIDEO,
        " https://YOUTU.BE/" + VIDEO + " "
      })
  void aVideoLinkOnThePlatformIsItsVideoId(String link) {
    ToolInputs.Values values = values(VIDEO_ARGUMENT, link, "{}");
    assertThat(values.refusal()).isNull();
    assertThat(values.wire()).containsExactly(Map.entry("videoId", VIDEO));
    assertThat(performed).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "https://evil.example/watch?v=" + VIDEO,
        "https://youtube.com.evil.example/watch?v=" + VIDEO,
        "https://www.youtube.com@evil.example/watch?v=" + VIDEO,
        "https://www.youtube.com:8443/watch?v=" + VIDEO,
        "ftp://www.youtube.com/watch?v=" + VIDEO,
        "file:///etc/passwd",
        "http://169.254.169.254/latest/meta-data/"
      })
  void aLinkToAnotherHostIsRefusedBeforeAnythingIsPerformed(String link) {
    ToolInputs.Values values = values(VIDEO_ARGUMENT, link, "{}");
    CallToolResult refusal = values.refusal();
    assertThat(refusal).isNotNull();
    assertThat(refusal.isError()).isTrue();
    assertThat(((TextContent) refusal.content().getFirst()).text())
        .startsWith("Invalid video ID format (HTTP 400): videoId is a link to another site")
        .contains("youtu.be", "Nothing was charged");
    JsonNode envelope = JSON.readTree(((TextContent) refusal.content().get(1)).text());
    assertThat(envelope.path("error").path("code").asInt()).isEqualTo(400);
    assertThat(performed).isEmpty();
  }

  @Test
  void aPlatformLinkThatNamesNoVideoIsRefused() {
    ToolInputs.Values values = values(VIDEO_ARGUMENT, "https://www.youtube.com/@kurzgesagt", "{}");
    assertThat(((TextContent) values.refusal().content().getFirst()).text())
        .contains("names no video");
  }

  @Test
  void aPlainIdOrAnythingElseThatIsNoLinkGoesToTheOperationAsItIs() {
    assertThat(values(VIDEO_ARGUMENT, VIDEO, "{}").wire()).containsEntry("videoId", VIDEO);
    // The API refuses it with its own message.
    assertThat(values(VIDEO_ARGUMENT, "bad", "{}").wire()).containsEntry("videoId", "bad");
    assertThat(values(CHANNEL_ARGUMENT, "@kurzgesagt", "{}").wire())
        .containsEntry("channelId", "@kurzgesagt");
    assertThat(performed).isEmpty();
  }

  @Test
  void aChannelLinkToAnotherHostIsRefusedToo() {
    ToolInputs.Values values = values(CHANNEL_ARGUMENT, "https://example.com/@kurzgesagt", "{}");
    assertThat(((TextContent) values.refusal().content().getFirst()).text())
        .startsWith("Invalid channel ID format (HTTP 400): channelId is a link to another site");
  }

  @Test
  void aHandleForAnOperationThatTakesIdsIsLookedUpWithTheAboutOperation() {
    ToolInputs.Values values =
        values(CHANNEL_ID_ARGUMENT, "@kurzgesagt", "{\"channelId\":\"" + CHANNEL + "\"}");
    assertThat(values.wire()).containsExactly(Map.entry("channelId", CHANNEL));
    assertThat(performed)
        .containsExactly(
            OperationRequest.get(Operation.GET_ABOUT, Map.of("channelId", "@kurzgesagt")));
  }

  @Test
  void aChannelIdLinkNeedsNoLookUp() {
    ToolInputs.Values values =
        values(CHANNEL_ID_ARGUMENT, "https://www.youtube.com/channel/" + CHANNEL + "/videos", "{}");
    assertThat(values.wire()).containsExactly(Map.entry("channelId", CHANNEL));
    assertThat(performed).isEmpty();
  }

  @Test
  void aHandleThatLeadsNowhereAnswersTheAboutOperationsError() {
    ToolInputs.Values values =
        values(
            CHANNEL_ID_ARGUMENT,
            "@nobody-here",
            "{\"error\":{\"code\":404,\"message\":\"Channel not found\",\"details\":\"x\"}}");
    assertThat(values.refusal().isError()).isTrue();
    assertThat(((TextContent) values.refusal().content().getFirst()).text())
        .startsWith("Channel not found (HTTP 404)");
  }
}
