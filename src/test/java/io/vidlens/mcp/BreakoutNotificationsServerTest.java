package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import io.modelcontextprotocol.spec.McpSchema.LoggingMessageNotification;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.history.api.TrajectoriesSampled;
import io.vidlens.radar.api.Watchlists;
import io.vidlens.testing.ConstructedTrajectories;
import io.vidlens.testing.EventsDelivered;
import io.vidlens.testing.ServerTest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The breakout notification through the real transport: MCP client sessions (the SDK's Java client,
 * its GET /mcp event stream opened after initialize) of three accounts, each watching constructed
 * channels whose trajectories are rows; when history says a channel was sampled, the radar's
 * detector raises the alerts and each account's session is told of its own alerts only. A hears of
 * its planted video; B, who watches nothing, hears nothing; C watches the same channel with a
 * threshold the video does not reach and never hears of A's video, only of its own breakout on
 * another channel.
 */
class BreakoutNotificationsServerTest extends ServerTest {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Autowired ApiKeyService keys;
  @Autowired Watchlists watchlists;
  @Autowired JdbcTemplate jdbc;
  @Autowired McpSessions sessions;
  @Autowired ApplicationEventPublisher events;
  @Autowired PlatformTransactionManager transactions;
  @Autowired ApplicationContext context;

  private final List<McpSyncClient> clients = new ArrayList<>();

  @AfterEach
  void close() {
    clients.forEach(McpSyncClient::closeGracefully);
  }

  @Test
  void anAccountsSessionsHearOfItsBreakoutsAndNoOneElsesDo() throws Exception {
    ConstructedTrajectories shared = new ConstructedTrajectories(jdbc, Clock.systemUTC());
    ConstructedTrajectories own = new ConstructedTrajectories(jdbc, Clock.systemUTC());
    shared.sampled();
    own.sampled();

    Agent a = agent("breakout-a");
    Agent b = agent("breakout-b");
    Agent c = agent("breakout-c");
    String aList = a.watches(shared, null);
    String cSameChannel = c.watches(shared, 6.0); // the planted video is at 5×
    String cOwn = c.watches(own, null);
    awaitListening(a, b, c);

    sampled(shared.channel);
    JsonNode heard = a.next();
    assertThat(heard.path("event").asString()).isEqualTo("video.breakout");
    assertThat(heard.path("watchlistId").asString()).isEqualTo(aList);
    assertThat(heard.path("channelId").asString()).isEqualTo(shared.channel);
    assertThat(heard.path("videoId").asString()).isEqualTo(shared.planted);
    assertThat(heard.path("ratio").asDouble()).isBetween(4.0, 6.0);
    assertThat(heard.path("alertId").asString()).isNotBlank();

    // had A's alert gone to C too, it would be queued before C's own, raised after it
    sampled(own.channel);
    JsonNode cHeard = c.next();
    assertThat(cHeard.path("watchlistId").asString()).isEqualTo(cOwn).isNotEqualTo(cSameChannel);
    assertThat(cHeard.path("videoId").asString()).isEqualTo(own.planted);

    // A sample run again (or the event delivered again) raises no second alert
    sampled(shared.channel);
    sampled(own.channel);
    EventsDelivered.await(context);
    assertThat(a.heard).as("A is told once, of its own list only").isEmpty();
    assertThat(b.heard).as("B watches nothing").isEmpty();
    assertThat(c.heard).as("C is never told of A's video").isEmpty();
  }

  /** History's event, as its sampler publishes it after storing samples. */
  private void sampled(String channel) {
    new TransactionTemplate(transactions)
        .executeWithoutResult(
            t -> events.publishEvent(new TrajectoriesSampled(channel, 1, Instant.now())));
  }

  private void awaitListening(Agent... agents) throws InterruptedException {
    for (Agent agent : agents) {
      for (int i = 0; !agent.listening(); i++) {
        assertThat(i).as("an event stream is opened after initialize").isLessThan(300);
        Thread.sleep(100);
      }
    }
  }

  /** An account's MCP session, with what the server told it in log messages. */
  private Agent agent(String name) {
    IssuedKey key = keys.create(name + "-" + System.nanoTime(), "k", null);
    BlockingQueue<LoggingMessageNotification> heard = new LinkedBlockingQueue<>();
    HttpClientStreamableHttpTransport transport =
        McpTestTransports.withKey(port, key.secret(), JSON);
    McpSyncClient client =
        McpClient.sync(transport)
            .requestTimeout(Duration.ofSeconds(60))
            .loggingConsumer(heard::add)
            .build();
    clients.add(client);
    client.initialize();
    return new Agent(key.account().id(), client, heard);
  }

  private final class Agent {
    final String accountId;
    final McpSyncClient client;
    final BlockingQueue<LoggingMessageNotification> heard;

    Agent(String accountId, McpSyncClient client, BlockingQueue<LoggingMessageNotification> heard) {
      this.accountId = accountId;
      this.client = client;
      this.heard = heard;
    }

    /** A new list of this account holding the channel, its alerts set on through the tool. */
    String watches(ConstructedTrajectories channel, Double threshold) {
      String id = watchlists.create(accountId, "Radar " + channel.prefix, threshold).id();
      channel.watchedOn(id);
      CallToolResult set =
          client.callTool(
              new CallToolRequest(
                  "update_watchlist",
                  Map.of("watchlistId", id, "alerts", Map.of("enabled", true))));
      assertThat(set.isError()).as(set.content().toString()).isFalse();
      return id;
    }

    boolean listening() {
      for (McpSessions.Entry entry : sessions.all()) {
        if (entry.accountId.equals(accountId) && entry.session.hasListeningStream()) {
          return true;
        }
      }
      return false;
    }

    /** The next notification, as the alert's JSON; fails when none comes. */
    JsonNode next() throws InterruptedException {
      LoggingMessageNotification note = heard.poll(30, TimeUnit.SECONDS);
      assertThat(note).as("a notification").isNotNull();
      assertThat(note.level()).isEqualTo(McpSchema.LoggingLevel.NOTICE);
      assertThat(note.logger()).isEqualTo(BreakoutNotifications.LOGGER);
      return JSON.readTree(note.data());
    }
  }
}
