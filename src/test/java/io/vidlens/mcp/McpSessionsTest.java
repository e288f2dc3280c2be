package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpStreamableServerSession;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Plan;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class McpSessionsTest {

  private static final Plan PLAN = new Plan("default", 1000, 10);
  private final McpLimitsFixture.HandClock clock = new McpLimitsFixture.HandClock();
  private final McpSessions sessions = new McpSessions(McpLimitsFixture.limits(2, 3, 4), clock);

  private static ApiPrincipal key(String keyId, String accountId) {
    return new ApiPrincipal(keyId, keyId, accountId, PLAN);
  }

  private static McpStreamableServerSession session() {
    return new McpStreamableServerSession(
        UUID.randomUUID().toString(),
        McpSchema.ClientCapabilities.builder().build(),
        new McpSchema.Implementation("test", "1"),
        Duration.ofSeconds(10),
        Map.of(),
        Map.of());
  }

  @Test
  void aSessionIsFoundOnlyByTheAccountThatOpenedIt() {
    McpSessions.Entry opened = sessions.open(key("k1", "a"), McpSessionsTest::session);
    String id = opened.session.getId();

    assertThat(sessions.find(id, key("k2", "a"))).isPresent(); // another key of the same account
    assertThat(sessions.find(id, key("k3", "b"))).isEmpty();
    assertThat(sessions.find("unknown", key("k1", "a"))).isEmpty();
  }

  @Test
  void aKeyAndAnAccountHoldAtMostTheirLimit() {
    sessions.open(key("k1", "a"), McpSessionsTest::session);
    sessions.open(key("k1", "a"), McpSessionsTest::session);
    assertThatThrownBy(() -> sessions.open(key("k1", "a"), McpSessionsTest::session))
        .isInstanceOf(McpEdgeException.class)
        .hasMessageContaining("This API key already holds 2 open MCP sessions");
    sessions.open(key("k2", "a"), McpSessionsTest::session);
    assertThatThrownBy(() -> sessions.open(key("k2", "a"), McpSessionsTest::session))
        .hasMessageContaining("This account already holds 3");
    // another account is not affected by the first one's sessions
    assertThat(sessions.open(key("k9", "b"), McpSessionsTest::session)).isNotNull();
  }

  @Test
  void aClosedSessionFreesItsPlace() {
    McpSessions.Entry first = sessions.open(key("k1", "a"), McpSessionsTest::session);
    sessions.open(key("k1", "a"), McpSessionsTest::session);
    sessions.close(first);

    assertThat(sessions.open(key("k1", "a"), McpSessionsTest::session)).isNotNull();
    assertThat(sessions.find(first.session.getId(), key("k1", "a"))).isEmpty();
  }

  @Test
  void aSessionUnusedForTheIdleTimeoutIsClosedAndAUsedOneStays() {
    McpSessions.Entry idle = sessions.open(key("k1", "a"), McpSessionsTest::session);
    McpSessions.Entry used = sessions.open(key("k2", "a"), McpSessionsTest::session);

    clock.advance(Duration.ofMinutes(20));
    sessions.find(used.session.getId(), key("k2", "a"));
    clock.advance(Duration.ofMinutes(11));

    assertThat(sessions.expireIdle()).isEqualTo(1);
    assertThat(sessions.find(idle.session.getId(), key("k1", "a"))).isEmpty();
    assertThat(sessions.find(used.session.getId(), key("k2", "a"))).isPresent();
    assertThat(sessions.size()).isEqualTo(1);
  }
}
