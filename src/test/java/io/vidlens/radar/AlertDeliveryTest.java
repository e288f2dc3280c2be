package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.mockito.Mockito.mock;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerName;
import io.vidlens.radar.api.DeliveryAttempt;
import io.vidlens.testing.DatabaseBackend;
import io.vidlens.testing.MigratedSqlite;
import io.vidlens.testing.MutableClock;
import io.vidlens.thumbnails.api.PublicAddresses;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mail.javamail.JavaMailSender;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Webhook deliveries on db-scheduler, against a local receiver that checks every signature: a
 * receiver that fails twice gets three attempts (1 minute, then 5, on a moved clock) and one alert,
 * the log shows each; two scheduler nodes on one PostgreSQL deliver each alert once; a node stopped
 * with a delivery in flight leaves it to the next node, which delivers it.
 */
class AlertDeliveryTest {

  static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
  static final String LIST = "00000000-0000-4000-8000-00000000000a";
  static final String SECRET = "whsec_" + "ab".repeat(32);

  @TempDir Path dir;
  final MutableClock clock = MutableClock.ticking(T0);
  final JsonMapper json = JsonMapper.builder().build();
  final List<Scheduler> nodes = new ArrayList<>();
  final List<AutoCloseable> closing = new ArrayList<>();
  AlertStore store;

  @AfterEach
  void stop() throws Exception {
    nodes.forEach(Scheduler::stop);
    for (AutoCloseable c : closing.reversed()) {
      c.close();
    }
  }

  /** The receiver, the list's settings pointing at it, and {@code alerts} pending alerts. */
  WebhookReceiver receiver(JdbcTemplate jdbc, int alerts, Integer... statuses) {
    store = new AlertStore(jdbc);
    WebhookReceiver receiver = new WebhookReceiver(SECRET).answering(statuses);
    closing.add(receiver);
    store.save(new AlertStore.Settings(LIST, receiver.url(), SECRET, null, true, T0));
    for (int i = 0; i < alerts; i++) {
      store.insert(AlertStoreTest.alert("alert-" + i, LIST, "video" + i, T0));
    }
    return receiver;
  }

  /** A node with the delivery task as the application makes it, on {@code clock}. */
  Scheduler node(DataSource dataSource, String name, Duration timeout, Duration heartbeat) {
    AlertProperties properties =
        new AlertProperties(
            true,
            List.of("127.0.0.1"),
            List.of(
                Duration.ofMinutes(1),
                Duration.ofMinutes(5),
                Duration.ofMinutes(30),
                Duration.ofHours(2),
                Duration.ofHours(12)),
            timeout);
    WebhookSender sender =
        new WebhookSender(new WebhookUrls(mock(PublicAddresses.class), properties), properties);
    closing.add(sender);
    @SuppressWarnings("unchecked")
    ObjectProvider<JavaMailSender> noMail = mock(ObjectProvider.class);
    AlertDelivery delivery =
        new AlertDelivery(
            store, sender, new AlertMail(noMail, "vidlens@localhost"), properties, json, clock);
    Scheduler node =
        Scheduler.create(dataSource, new AlertTasks().alertDeliveryTask(delivery))
            .schedulerName(new SchedulerName.Fixed(name))
            .clock(clock::instant)
            .pollingInterval(Duration.ofMillis(100))
            .heartbeatInterval(heartbeat)
            .missedHeartbeatsLimit(4)
            .shutdownMaxWait(Duration.ofMillis(200))
            .threads(4)
            .build();
    nodes.add(node);
    node.start();
    return node;
  }

  static boolean idle(Scheduler node) {
    return node.getScheduledExecutionsForTask(AlertTasks.DELIVERY.getTaskName()).isEmpty();
  }

  @Test
  void aReceiverThatFailsTwiceGetsThreeSignedAttemptsForOneAlert() {
    JdbcTemplate jdbc = MigratedSqlite.in(dir);
    WebhookReceiver receiver = receiver(jdbc, 1, 500, 500);
    Scheduler node =
        node(jdbc.getDataSource(), "node-a", Duration.ofSeconds(10), Duration.ofSeconds(5));
    node.schedule(AlertTasks.delivery("alert-0", AlertTarget.WEBHOOK, T0));

    await().atMost(Duration.ofSeconds(30)).until(() -> store.attempts("alert-0", "webhook") == 1);
    clock.advance(Duration.ofSeconds(30));
    sleepPolls();
    assertThat(receiver.received()).as("not before its minute").hasSize(1);
    clock.advance(Duration.ofSeconds(30));
    await().atMost(Duration.ofSeconds(30)).until(() -> store.attempts("alert-0", "webhook") == 2);
    clock.advance(Duration.ofMinutes(5));
    await().atMost(Duration.ofSeconds(30)).until(() -> store.attempts("alert-0", "webhook") == 3);
    await().atMost(Duration.ofSeconds(30)).until(() -> idle(node));

    assertThat(receiver.received())
        .hasSize(3)
        .allSatisfy(r -> assertThat(r.signatureValid()).isTrue())
        .extracting(WebhookReceiver.Received::deliveryId)
        .containsOnly("alert-0");
    JsonNode body = json.readTree(receiver.received().getFirst().body());
    assertThat(body.path("event").asString()).isEqualTo("video.breakout");
    assertThat(body.path("watchlistId").asString()).isEqualTo(LIST);
    assertThat(body.path("videoId").asString()).isEqualTo("video0");
    assertThat(body.path("ratio").asDouble()).isEqualTo(4.2);
    assertThat(body.path("range").path("low").asDouble()).isEqualTo(2.5);
    assertThat(body.path("deliveryId").asString()).isEqualTo("alert-0");

    List<DeliveryAttempt> log = store.recentAttempts(LIST, 50);
    assertThat(log)
        .extracting(DeliveryAttempt::outcome)
        .containsExactly("delivered", "retrying", "retrying");
    assertThat(log).extracting(DeliveryAttempt::statusCode).containsExactly(200, 500, 500);
    assertThat(log.get(2).nextAttemptAt())
        .isEqualTo(log.get(2).attemptedAt().plus(Duration.ofMinutes(1)));
    assertThat(log.get(1).nextAttemptAt())
        .isEqualTo(log.get(1).attemptedAt().plus(Duration.ofMinutes(5)));
    assertThat(store.alerts(LIST))
        .singleElement()
        .satisfies(a -> assertThat(a.webhookState()).isEqualTo("delivered"));
  }

  @Test
  void aReceiverThatNeverAnswersWellIsGivenUpAfterTheLastRetry() {
    JdbcTemplate jdbc = MigratedSqlite.in(dir);
    WebhookReceiver receiver = receiver(jdbc, 1, 500, 500, 500, 500, 500, 500, 500);
    Scheduler node =
        node(jdbc.getDataSource(), "node-a", Duration.ofSeconds(10), Duration.ofSeconds(5));
    node.schedule(AlertTasks.delivery("alert-0", AlertTarget.WEBHOOK, T0));
    for (int attempt = 1; attempt <= 6; attempt++) {
      int n = attempt;
      await().atMost(Duration.ofSeconds(30)).until(() -> store.attempts("alert-0", "webhook") == n);
      clock.advance(Duration.ofHours(12));
    }
    await().atMost(Duration.ofSeconds(30)).until(() -> idle(node));

    assertThat(receiver.received()).hasSize(6);
    assertThat(store.recentAttempts(LIST, 50).getFirst().outcome()).isEqualTo("failed");
    assertThat(store.alert("alert-0").orElseThrow().webhookState()).isEqualTo("failed");
  }

  @Test
  void twoNodesOnOnePostgresDeliverEachAlertOnce() {
    try (DatabaseBackend backend = DatabaseBackend.postgres()) {
      DataSource dataSource = backend.startStorage(Map.of()).getBean(DataSource.class);
      WebhookReceiver receiver = receiver(new JdbcTemplate(dataSource), 30);
      Scheduler a = node(dataSource, "node-a", Duration.ofSeconds(10), Duration.ofSeconds(5));
      node(dataSource, "node-b", Duration.ofSeconds(10), Duration.ofSeconds(5));
      for (int i = 0; i < 30; i++) {
        a.schedule(AlertTasks.delivery("alert-" + i, AlertTarget.WEBHOOK, T0));
      }

      await()
          .atMost(Duration.ofSeconds(60))
          .until(() -> idle(a) && receiver.received().size() >= 30);

      assertThat(receiver.received())
          .hasSize(30)
          .extracting(WebhookReceiver.Received::deliveryId)
          .doesNotHaveDuplicates();
      assertThat(store.recentAttempts(LIST, 50)).hasSize(30);
      nodes.forEach(Scheduler::stop);
      nodes.clear();
    }
  }

  @Test
  void aDeliveryInFlightOnAStoppedNodeIsDeliveredByTheNextNode() {
    try (DatabaseBackend backend = DatabaseBackend.postgres()) {
      DataSource dataSource = backend.startStorage(Map.of()).getBean(DataSource.class);
      // db-scheduler revives a dead execution to the wall clock's now, not its clock's
      clock.set(Instant.now());
      CountDownLatch release = new CountDownLatch(1);
      WebhookReceiver receiver =
          receiver(new JdbcTemplate(dataSource), 1).holdingFirstUntil(release);
      try {
        Scheduler first = node(dataSource, "node-a", Duration.ofMinutes(2), Duration.ofSeconds(5));
        first.schedule(AlertTasks.delivery("alert-0", AlertTarget.WEBHOOK, T0));
        await().atMost(Duration.ofSeconds(30)).until(() -> receiver.received().size() == 1);
        first.stop(); // claimed, in flight, its node gone: no heartbeat from here on
        nodes.remove(first);
        assertThat(store.attempts("alert-0", "webhook")).isZero();

        clock.advance(Duration.ofHours(1)); // far past the missed heartbeats
        Scheduler next = node(dataSource, "node-b", Duration.ofSeconds(10), Duration.ofMillis(500));

        await()
            .atMost(Duration.ofSeconds(60))
            .until(() -> store.attempts("alert-0", "webhook") == 1);
        assertThat(receiver.received())
            .hasSize(2)
            .extracting(WebhookReceiver.Received::deliveryId)
            .containsOnly("alert-0"); // the same delivery ID: a receiver tells the repeat
        assertThat(store.alert("alert-0").orElseThrow().webhookState()).isEqualTo("delivered");
        await().atMost(Duration.ofSeconds(30)).until(() -> idle(next));
        nodes.forEach(Scheduler::stop);
        nodes.clear();
      } finally {
        release.countDown();
      }
    }
  }

  /** A few of the nodes' polls. */
  private static void sleepPolls() {
    try {
      Thread.sleep(500);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
