package io.vidlens.storage;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.testing.TestDatabases;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * An event whose listener had not finished when its node stopped is delivered after a restart on
 * the same database, SQLite file or PostgreSQL schema: the publication stays in {@code
 * event_publication}, Modulith's staleness monitor marks it failed once it has been processing too
 * long, and {@link EventResubmission} delivers it again.
 */
class EventRegistryRestartTest {

  /** What the test publishes; any record goes through the registry alike. */
  record Ping(String id) {}

  /** The listener: the first node hangs in it (then stops); a later one delivers. */
  @Component
  static class PingListener {
    static volatile boolean hang;
    static final List<String> delivered = new CopyOnWriteArrayList<>();
    static volatile CountDownLatch started = new CountDownLatch(1);
    static volatile CountDownLatch release = new CountDownLatch(1);

    @ApplicationModuleListener
    void on(Ping ping) throws InterruptedException {
      if (hang) {
        started.countDown();
        release.await(30, TimeUnit.SECONDS);
        throw new IllegalStateException("the node stopped before this listener finished");
      }
      delivered.add(ping.id());
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableAutoConfiguration
  @EnableScheduling
  @Import({StorageConfiguration.class, EventResubmission.class, PingListener.class})
  static class Node {}

  @TempDir Path dataDir;
  String postgresSchema;

  @AfterEach
  void dropSchema() {
    PingListener.release.countDown();
    if (postgresSchema != null) {
      TestDatabases.dropSchema(postgresSchema);
    }
  }

  @Test
  void anEventUnfinishedWhenTheNodeStoppedIsDeliveredAfterARestartOnSqlite() throws Exception {
    restartDelivers("jdbc:sqlite:" + dataDir.resolve("vidlens.db"));
  }

  @Test
  void anEventUnfinishedWhenTheNodeStoppedIsDeliveredAfterARestartOnPostgres() throws Exception {
    postgresSchema = TestDatabases.freshPostgresSchema();
    restartDelivers(postgresSchema);
  }

  private void restartDelivers(String url) throws Exception {
    PingListener.delivered.clear();
    PingListener.started = new CountDownLatch(1);
    PingListener.release = new CountDownLatch(1);
    PingListener.hang = true;
    try (ConfigurableApplicationContext first = node(url)) {
      publish(first, new Ping("p-1"));
      assertThat(PingListener.started.await(20, TimeUnit.SECONDS)).isTrue();
      assertThat(outstanding(first)).isEqualTo(1);
    }
    PingListener.hang = false;
    PingListener.release.countDown(); // the hung listener of the stopped node gives up

    try (ConfigurableApplicationContext second = node(url)) {
      long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
      while (PingListener.delivered.isEmpty() && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertThat(PingListener.delivered).containsExactly("p-1");
      while (outstanding(second) > 0 && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertThat(outstanding(second)).as("a delivered publication is deleted").isZero();
    }
  }

  private ConfigurableApplicationContext node(String url) {
    return new SpringApplicationBuilder(Node.class)
        .web(WebApplicationType.NONE)
        .run(
            "--spring.datasource.url=" + url,
            "--spring.datasource.username="
                + (url.startsWith("jdbc:postgresql") ? TestDatabases.USER : ""),
            "--spring.datasource.password="
                + (url.startsWith("jdbc:postgresql") ? TestDatabases.PASSWORD : ""),
            "--vidlens.data-dir=" + dataDir,
            "--logging.structured.format.console=",
            "--spring.modulith.events.staleness.processing=2s",
            "--spring.modulith.events.staleness.published=2s",
            "--spring.modulith.events.staleness.resubmitted=2s",
            "--spring.modulith.events.staleness.check-interval=500ms",
            "--vidlens.events.resubmit-every=500ms",
            "--vidlens.events.resubmit-first=0s");
  }

  private static void publish(ConfigurableApplicationContext node, Object event) {
    ApplicationEventPublisher events = node;
    new TransactionTemplate(node.getBean(PlatformTransactionManager.class))
        .executeWithoutResult(status -> events.publishEvent(event));
  }

  private static int outstanding(ConfigurableApplicationContext node) {
    Integer n =
        node.getBean(JdbcTemplate.class)
            .queryForObject("SELECT COUNT(*) FROM event_publication", Integer.class);
    return n == null ? 0 : n;
  }
}
