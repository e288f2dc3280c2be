package io.vidlens.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.boot.autoconfigure.DbSchedulerAutoConfiguration;
import com.github.kagkarlsson.scheduler.task.TaskDescriptor;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.RecurringTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import com.github.kagkarlsson.scheduler.task.schedule.Schedules;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The scheduling engine (db-scheduler through its Boot 4 starter, set up as in production) on every
 * supported database, run once per database by the subclasses: each "node" is the storage slice
 * with the engine over one shared database. Two nodes run each due execution once, and a recurring
 * task once per its schedule; an execution due while no node runs is run by the next node started.
 */
@Tag("server")
abstract class ScheduledTasksContractTest {

  static final TaskDescriptor<Void> PROBE = TaskDescriptor.of("probe");

  /** What the nodes ran: "task/instance@node". */
  static final Queue<String> RUNS = new ConcurrentLinkedQueue<>();

  private final List<ConfigurableApplicationContext> started = new ArrayList<>();

  /** Spring properties that point the nodes at this test's (shared) database. */
  protected abstract Map<String, Object> databaseProperties();

  @BeforeEach
  void clearRuns() {
    RUNS.clear();
  }

  @AfterEach
  void stopNodes() {
    started.forEach(ConfigurableApplicationContext::close);
    started.clear();
  }

  /** The engine's tasks of this test: a one-time probe and an hourly recurring tick. */
  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration(DbSchedulerAutoConfiguration.class)
  static class Engine {
    @Bean
    OneTimeTask<Void> probe(@Value("${db-scheduler.scheduler-name}") String node) {
      return Tasks.oneTime(PROBE)
          .execute(
              (instance, context) -> {
                RUNS.add("probe/" + instance.getId() + "@" + node);
                pause();
              });
    }

    @Bean
    RecurringTask<Void> tick(@Value("${db-scheduler.scheduler-name}") String node) {
      return Tasks.recurring("tick", Schedules.fixedDelay(Duration.ofHours(1)))
          .execute((instance, context) -> RUNS.add("tick@" + node));
    }

    /** A little work, so that both nodes poll while executions are under way. */
    private static void pause() {
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** A node over the shared database, named {@code name} in the engine's table. */
  ConfigurableApplicationContext node(String name) {
    Map<String, Object> properties = new HashMap<>(databaseProperties());
    properties.put("logging.structured.format.console", "");
    properties.put("db-scheduler.scheduler-name", name);
    properties.put("db-scheduler.polling-interval", "100ms");
    properties.put("db-scheduler.shutdown-max-wait", "2s");
    // As command-line arguments: they outrank application.properties (read as in production).
    String[] args =
        properties.entrySet().stream()
            .map(e -> "--" + e.getKey() + "=" + e.getValue())
            .toArray(String[]::new);
    ConfigurableApplicationContext context =
        new SpringApplicationBuilder(StorageSlice.class, Engine.class)
            .web(WebApplicationType.NONE)
            .run(args);
    started.add(context);
    return context;
  }

  static List<String> runsOf(String prefix) {
    return RUNS.stream().filter(r -> r.startsWith(prefix)).map(r -> r.split("@")[0]).toList();
  }

  @Test
  void twoNodesRunEachDueExecutionAndTheRecurringTaskOnce() {
    ConfigurableApplicationContext a = node("node-a");
    node("node-b");
    Scheduler client = a.getBean(Scheduler.class);
    Instant now = Instant.now();
    for (int i = 0; i < 40; i++) {
      client.schedule(PROBE.instance("p" + i).scheduledTo(now));
    }

    await().atMost(Duration.ofSeconds(60)).until(() -> runsOf("probe/").size() >= 40);

    assertThat(runsOf("probe/")).hasSize(40).doesNotHaveDuplicates();
    // both nodes started the hourly task due at once; it ran on one of them, and is next due in
    // an hour, so no later poll runs it again
    assertThat(runsOf("tick")).containsExactly("tick");
    assertThat(client.getScheduledExecutionsForTask("probe")).isEmpty();
    assertThat(client.getScheduledExecutionsForTask("tick"))
        .singleElement()
        .satisfies(e -> assertThat(e.getExecutionTime()).isAfter(now.plus(Duration.ofMinutes(50))));
  }

  @Test
  void anExecutionDueWhileNoNodeRunsIsRunByTheNextNodeStarted() {
    ConfigurableApplicationContext first = node("node-a");
    first
        .getBean(Scheduler.class)
        .schedule(PROBE.instance("after-restart").scheduledTo(Instant.now().plusSeconds(3)));
    first.close(); // stopped before it was due
    assertThat(runsOf("probe/")).isEmpty();

    node("node-b");

    await().atMost(Duration.ofSeconds(60)).until(() -> !runsOf("probe/").isEmpty());
    assertThat(RUNS).contains("probe/after-restart@node-b");
  }
}
