package io.vidlens.mcp;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.after;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.timeout;
import static org.mockito.Mockito.verify;

import io.modelcontextprotocol.spec.McpSchema.LoggingMessageNotification;
import io.vidlens.radar.api.BreakoutAlerted;
import io.vidlens.testing.MigratedSqlite;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * An alert's MCP note waits for the alert's commit by itself, with no transaction of its own (a
 * transactional listener made Spring Modulith open one inside the commit's completion, which on
 * SQLite waited 30 s for the write lock its own connection held; {@code radar.RadarEndToEndTest}
 * found it): told after the commit, never inside it, never for a rolled-back alert.
 */
class BreakoutNotificationsTest {

  @TempDir Path dir;
  final McpTransport transport = mock(McpTransport.class);
  final BreakoutNotifications notifications =
      new BreakoutNotifications(transport, JsonMapper.builder().build());

  static BreakoutAlerted alert(String id) {
    return new BreakoutAlerted(
        "account-1", "list-1", id, "UC" + "0".repeat(22), "video00001", 5.2, Instant.EPOCH);
  }

  TransactionTemplate transactions() {
    return new TransactionTemplate(
        new DataSourceTransactionManager(MigratedSqlite.in(dir).getDataSource()));
  }

  @Test
  void theNoteIsToldOnlyAfterTheAlertsCommit() {
    transactions()
        .executeWithoutResult(
            status -> {
              notifications.alerted(alert("alert-1"));
              verify(transport, after(200).never())
                  .log(eq("account-1"), any(LoggingMessageNotification.class));
            });
    verify(transport, timeout(5_000))
        .log(
            eq("account-1"),
            argThat(
                (LoggingMessageNotification n) ->
                    n.data().toString().contains("\"alertId\":\"alert-1\"")));
  }

  @Test
  void aRolledBackAlertIsNeverTold() {
    transactions()
        .executeWithoutResult(
            status -> {
              notifications.alerted(alert("alert-2"));
              status.setRollbackOnly();
            });
    verify(transport, after(500).never())
        .log(eq("account-1"), any(LoggingMessageNotification.class));
  }

  @Test
  void outsideATransactionItIsToldAtOnce() {
    notifications.alerted(alert("alert-3"));
    verify(transport, timeout(5_000)).log(eq("account-1"), any(LoggingMessageNotification.class));
  }
}
