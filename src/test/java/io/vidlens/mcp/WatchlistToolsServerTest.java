package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.schema.jackson3.DefaultJsonSchemaValidator;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.TextContent;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.Operation;
import io.vidlens.access.UsagePeriod;
import io.vidlens.access.internal.QuotaLedger;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The watchlist tools through the SDK's Java client against a replay server (channels read from the
 * recordings): an agent makes a list, fills it by ID and by link, renames it with a new threshold
 * (a number), reads it, empties and deletes it, each call charged one unit as its HTTP operation;
 * sets its alerts (the secret shown once); mistakes, and webhook addresses inside the network, come
 * back as tool errors in the API's envelope, free.
 */
class WatchlistToolsServerTest extends ReplayServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  private static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";
  private static final String LISTS = Operation.Paths.WATCHLISTS;

  /** A public address, spelled as one: no name server is asked, and no alert is ever sent. */
  private static final String PUBLIC_HOOK = "https://93.184.216.34/hooks/vidlens";

  @Autowired ApiKeyService keys;
  @Autowired QuotaLedger ledger;

  private IssuedKey key;
  private McpSyncClient mcp;

  @BeforeEach
  void client() {
    key = keys.create("mcp-watchlists-" + System.nanoTime(), "k", null);
    HttpClientStreamableHttpTransport transport =
        McpTestTransports.withKey(port, key.secret(), JSON);
    mcp = McpClient.sync(transport).requestTimeout(Duration.ofSeconds(60)).build();
    mcp.initialize();
  }

  @AfterEach
  void close() {
    mcp.closeGracefully();
  }

  @Test
  void anAgentKeepsAWatchlistEachCallForItsUnit() {
    JsonNode created =
        ok("create_watchlist", Map.of("name", " Competitors ", "breakoutThreshold", 4));
    String id = created.path("id").asString();
    assertThat(created.path("name").asString()).isEqualTo("Competitors");
    assertThat(created.path("breakoutThreshold").asDouble()).isEqualTo(4.0);

    ok("add_watchlist_channel", Map.of("watchlistId", id, "channel", KURZGESAGT));
    JsonNode both =
        ok(
            "add_watchlist_channel",
            Map.of("watchlistId", id, "channel", "https://www.youtube.com/channel/" + VSAUCE));
    assertThat(both.path("channels"))
        .extracting(c -> c.path("channelId").asString())
        .containsExactly(KURZGESAGT, VSAUCE);

    JsonNode renamed =
        ok(
            "update_watchlist",
            Map.of("watchlistId", id, "name", "Rivals", "breakoutThreshold", 2.5));
    assertThat(renamed.path("name").asString()).isEqualTo("Rivals");
    assertThat(renamed.path("breakoutThreshold").asDouble()).isEqualTo(2.5);

    JsonNode listed = ok("list_watchlists", Map.of());
    assertThat(listed.path("data")).hasSize(1);
    assertThat(listed.path("data").get(0).path("channelCount").asInt()).isEqualTo(2);
    assertThat(listed.path("limits").path("watchlists").asInt()).isEqualTo(10);

    // A channel link is read as its ID before the operation (no look-up for a /channel/ link).
    JsonNode emptied =
        ok(
            "remove_watchlist_channel",
            Map.of(
                "watchlistId", id, "channelId", "https://www.youtube.com/channel/" + KURZGESAGT));
    assertThat(emptied.path("channels"))
        .extracting(c -> c.path("channelId").asString())
        .containsExactly(VSAUCE);
    assertThat(ok("get_watchlist", Map.of("watchlistId", id)).path("name").asString())
        .isEqualTo("Rivals");

    assertThat(ok("delete_watchlist", Map.of("watchlistId", id)).path("deleted").asBoolean())
        .isTrue();
    CallToolResult gone = call("get_watchlist", Map.of("watchlistId", id));
    assertThat(gone.isError()).isTrue();
    assertThat(text(gone)).startsWith("Watchlist not found (HTTP 404)");
  }

  @Test
  void mistakesAreToolErrorsInTheEnvelopeAndCostNothingBut404s() {
    String id = ok("create_watchlist", Map.of("name", "Mine")).path("id").asString();

    long before = units();
    CallToolResult taken = call("create_watchlist", Map.of("name", "Mine"));
    assertThat(taken.isError()).isTrue();
    assertThat(text(taken)).startsWith("Watchlist name taken (HTTP 409)");
    CallToolResult tooHigh =
        call("update_watchlist", Map.of("watchlistId", id, "breakoutThreshold", 500));
    assertThat(tooHigh.isError()).isTrue();
    // Refused by the tool's input schema (the document's bounds) before the operation.
    assertThat(text(tooHigh)).contains("breakoutThreshold", "maximum value of 100");
    CallToolResult elsewhere =
        call(
            "add_watchlist_channel",
            Map.of("watchlistId", id, "channel", "https://example.com/channel/" + VSAUCE));
    assertThat(elsewhere.isError()).isTrue();
    assertThat(text(elsewhere)).contains("another site");
    assertThat(units()).as("refusals are free").isEqualTo(before);

    CallToolResult notOnIt =
        call("remove_watchlist_channel", Map.of("watchlistId", id, "channelId", VSAUCE));
    assertThat(text(notOnIt)).startsWith("Channel not on watchlist (HTTP 404)");
    assertThat(units()).as("a 404 is charged").isEqualTo(before + 1);
  }

  @Test
  void anAgentSetsAListsAlertsAndIsShownTheSecretOnce() {
    String id = ok("create_watchlist", Map.of("name", "Alerted")).path("id").asString();
    assertThat(ok("get_watchlist", Map.of("watchlistId", id)).path("alerts").isNull()).isTrue();

    JsonNode set =
        ok(
            "update_watchlist",
            Map.of(
                "watchlistId",
                id,
                "alerts",
                Map.of("webhookUrl", PUBLIC_HOOK, "email", "me@example.org")));
    String secret = set.path("alerts").path("secret").asString();
    assertThat(secret).startsWith("whsec_").hasSize(6 + 64);
    assertThat(set.path("alerts").path("webhookUrl").asString()).isEqualTo(PUBLIC_HOOK);
    assertThat(set.path("alerts").path("email").asString()).isEqualTo("me@example.org");
    assertThat(set.path("alerts").path("enabled").asBoolean()).isTrue();
    assertThat(set.path("name").asString()).as("the rest unchanged").isEqualTo("Alerted");

    // Never again: not on a read, not in the list, not over HTTP.
    JsonNode read = ok("get_watchlist", Map.of("watchlistId", id));
    assertThat(read.path("alerts").path("webhookUrl").asString()).isEqualTo(PUBLIC_HOOK);
    assertThat(read.path("alerts").path("secret").isNull()).isTrue();
    JsonNode listed = ok("list_watchlists", Map.of()).path("data").get(0);
    assertThat(listed.path("alerts").path("secret").isNull()).isTrue();
    assertThat(api().withKey(key.secret()).get(LISTS + "/" + id).text()).doesNotContain(secret);

    JsonNode rotated =
        ok(
            "update_watchlist",
            Map.of(
                "watchlistId",
                id,
                "name",
                "Alerted twice",
                "alerts",
                Map.of("rotateSecret", true)));
    assertThat(rotated.path("name").asString()).isEqualTo("Alerted twice");
    assertThat(rotated.path("alerts").path("secret").asString())
        .startsWith("whsec_")
        .isNotEqualTo(secret);

    Map<String, Object> off = new HashMap<>();
    off.put("enabled", false);
    off.put("email", null); // null removes it, as over HTTP
    JsonNode quiet = ok("update_watchlist", Map.of("watchlistId", id, "alerts", off));
    assertThat(quiet.path("alerts").path("enabled").asBoolean()).isFalse();
    assertThat(quiet.path("alerts").path("email").isNull()).isTrue();
    assertThat(quiet.path("alerts").path("secret").isNull()).isTrue();
    assertThat(quiet.path("alerts").path("webhookUrl").asString()).isEqualTo(PUBLIC_HOOK);
  }

  @Test
  void refusedAlertSettingsAreTheApisErrorsChangeNothingAndCostNothing() {
    String id = ok("create_watchlist", Map.of("name", "Guarded")).path("id").asString();
    ApiClient http = api().withKey(key.secret());
    long before = units();
    String[][] refused = {
      {"https://127.0.0.1/hook", "not allowed (loopback address)"},
      {"https://10.1.2.3/hook", "not allowed (private address)"},
      {"https://169.254.169.254/latest/meta-data", "not allowed (link-local or metadata address)"},
      {"https://2130706433/hook", "not allowed (loopback address)"},
      {"http://93.184.216.34/hook", "must be https"},
      {"https://user:pw@93.184.216.34/hook", "holds credentials"},
    };
    for (String[] url : refused) {
      CallToolResult answer =
          call(
              "update_watchlist",
              Map.of("watchlistId", id, "alerts", Map.of("webhookUrl", url[0])));
      assertThat(answer.isError()).as(url[0]).isTrue();
      assertThat(text(answer)).as(url[0]).startsWith("Invalid alert settings (HTTP 400)");
      assertThat(text(answer)).as(url[0]).contains(url[1]);
      // the same refusal, word for word, as the operation's over HTTP
      Answer direct =
          http.send(
              "PATCH",
              LISTS + "/" + id,
              "{\"alerts\":{\"webhookUrl\":\"" + url[0] + "\"}}",
              "application/json");
      assertThat(envelope(answer).path("error")).as(url[0]).isEqualTo(direct.json().path("error"));
    }
    CallToolResult badMail =
        call(
            "update_watchlist",
            Map.of("watchlistId", id, "alerts", Map.of("email", "not an address")));
    assertThat(text(badMail)).startsWith("Invalid alert settings (HTTP 400)").contains("'email'");

    // What the API would ignore or refuse as a body, the tool's schema refuses first.
    CallToolResult misspelt =
        call(
            "update_watchlist",
            Map.of("watchlistId", id, "alerts", Map.of("webhookURL", PUBLIC_HOOK)));
    assertThat(misspelt.isError()).isTrue();
    assertThat(text(misspelt)).contains("webhookURL");
    CallToolResult notAnObject =
        call("update_watchlist", Map.of("watchlistId", id, "alerts", true));
    assertThat(notAnObject.isError()).isTrue();
    assertThat(text(notAnObject)).contains("alerts");

    assertThat(units()).as("refusals are free").isEqualTo(before);
    assertThat(ok("get_watchlist", Map.of("watchlistId", id)).path("alerts").isNull())
        .as("nothing was stored")
        .isTrue();
  }

  @Test
  void updateWatchlistDescribesTheAlertSettingsAsTheDocumentDoes() {
    McpSchema.Tool update =
        mcp.listTools().tools().stream()
            .filter(t -> t.name().equals("update_watchlist"))
            .findFirst()
            .orElseThrow();
    JsonNode alerts = JSON.valueToTree(update.inputSchema()).path("properties").path("alerts");
    assertThat(alerts.path("type").asString()).isEqualTo("object");
    assertThat(alerts.path("additionalProperties").asBoolean(true)).isFalse();
    assertThat(alerts.path("properties").propertyNames())
        .containsExactlyInAnyOrder("webhookUrl", "email", "enabled", "rotateSecret");
    assertThat(alerts.path("properties").path("webhookUrl").path("type").toString())
        .isEqualTo("[\"string\",\"null\"]");
    assertThat(update.description()).contains("never shown again");
  }

  @Test
  void theToolsThatChangeAListSaySoAndThoseThatDeleteAreDestructive() {
    Map<String, McpSchema.Tool> tools = new java.util.HashMap<>();
    mcp.listTools().tools().forEach(tool -> tools.put(tool.name(), tool));
    assertThat(tools.get("list_watchlists").annotations().readOnlyHint()).isTrue();
    assertThat(tools.get("get_watchlist").annotations().readOnlyHint()).isTrue();
    for (String name : new String[] {"create_watchlist", "update_watchlist"}) {
      assertThat(tools.get(name).annotations().readOnlyHint()).as(name).isFalse();
      assertThat(tools.get(name).annotations().destructiveHint()).as(name).isFalse();
    }
    for (String name : new String[] {"delete_watchlist", "remove_watchlist_channel"}) {
      assertThat(tools.get(name).annotations().readOnlyHint()).as(name).isFalse();
      assertThat(tools.get(name).annotations().destructiveHint()).as(name).isTrue();
    }
    assertThat(tools.get("create_watchlist").inputSchema().get("properties"))
        .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
        .doesNotContainKey(OperationTools.DETAIL);
  }

  /** A successful call: its structured content, valid against the tool's output schema. */
  private JsonNode ok(String tool, Map<String, Object> arguments) {
    long before = units();
    CallToolResult result = call(tool, arguments);
    assertThat(result.isError()).as(tool + ": " + text(result)).isFalse();
    assertThat(units() - before).as(tool + " units").isEqualTo(1);
    McpSchema.Tool described =
        mcp.listTools().tools().stream().filter(t -> t.name().equals(tool)).findFirst().get();
    var validation =
        new DefaultJsonSchemaValidator(JSON)
            .validate(described.outputSchema(), result.structuredContent());
    assertThat(validation.valid()).as(tool + ": " + validation.errorMessage()).isTrue();
    return JSON.valueToTree(result.structuredContent());
  }

  private CallToolResult call(String tool, Map<String, Object> arguments) {
    return mcp.callTool(new CallToolRequest(tool, arguments));
  }

  private static String text(CallToolResult result) {
    return ((TextContent) result.content().getFirst()).text();
  }

  /** A tool error's second text: the operation's error envelope. */
  private static JsonNode envelope(CallToolResult result) {
    return JSON.readTree(((TextContent) result.content().get(1)).text());
  }

  private long units() {
    return ledger.unitsUsed(key.account().id(), UsagePeriod.containing(Instant.now()));
  }
}
