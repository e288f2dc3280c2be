package io.vidlens.radar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.github.kagkarlsson.scheduler.ScheduledExecution;
import com.github.kagkarlsson.scheduler.ScheduledExecutionsFilter;
import com.github.kagkarlsson.scheduler.Scheduler;
import io.vidlens.VidlensApplication;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.MutableClock;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The whole service over {@link UploadingWorld}, as {@code RadarEndToEndTest} drives it on one or
 * two nodes: each node a real application (web server, database, db-scheduler, event registry)
 * started as an operator would, its platform transport the world, its service clock and
 * db-scheduler's clock one {@link MutableClock} the test moves a sampling step (2 hours) at a time.
 * After each move the nodes are told to look for due work, and the run waits until the work is
 * settled: no db-scheduler execution due, the trajectory plan run at this step, no event
 * publication left. The webhook goes to a local {@link WebhookReceiver}, allowed by the test-only
 * {@code vidlens.radar.alerts.allow-private-hosts} and {@code http-hosts} (production defaults
 * refuse both).
 */
final class RadarRun implements AutoCloseable {

  static final Duration STEP = Duration.ofHours(2);
  static final int STEPS = 18;
  static final String LISTS = Operation.Paths.WATCHLISTS;

  final Instant start = Instant.now().truncatedTo(ChronoUnit.HOURS);
  final MutableClock clock = MutableClock.ticking(start);
  final UploadingWorld world =
      new UploadingWorld(clock, start, start.plus(STEP.multipliedBy(STEPS)));
  final WebhookReceiver receiver = new WebhookReceiver("not yet known");
  final Map<String, ConfigurableApplicationContext> nodes = new LinkedHashMap<>();
  private final Map<String, String> database;
  int step;

  /** The account's key, its ID, the list and its signing secret, once {@link #watch} made them. */
  String key;

  String accountId;
  String watchlistId;
  String secret;

  RadarRun(Map<String, String> database) {
    this.database = database;
  }

  ConfigurableApplicationContext node(String name) {
    Map<String, String> properties = new LinkedHashMap<>(database);
    properties.putAll(
        Map.ofEntries(
            Map.entry("server.port", "0"),
            Map.entry("vidlens.data-dir", tempDir()),
            Map.entry("vidlens.plans.default.requests-per-second", "100000"),
            Map.entry("vidlens.upstream.replay", FakePlatform.REPLAY_MODE),
            // never the internet: nothing but the world answers
            Map.entry("vidlens.upstream.web-base-url", "http://127.0.0.1:9"),
            Map.entry("vidlens.upstream.api-base-url", "http://127.0.0.1:9"),
            Map.entry("vidlens.upstream.budget.per-hour", "0"),
            Map.entry("vidlens.upstream.client-version-refresh", "0"),
            Map.entry("vidlens.thumbnails.image-host", "http://127.0.0.1:9"),
            // the SSRF guard's test-only allowance, for a receiver on loopback over plain http
            Map.entry("vidlens.radar.alerts.allow-private-hosts", "true"),
            Map.entry("vidlens.radar.alerts.http-hosts", "127.0.0.1"),
            Map.entry("db-scheduler.scheduler-name", name),
            Map.entry("db-scheduler.polling-interval", "200ms"),
            Map.entry("vidlens.events.resubmit-first", "1s"),
            Map.entry("vidlens.events.resubmit-every", "1s"),
            Map.entry("spring.modulith.events.staleness.check-interval", "1s"),
            Map.entry("logging.structured.format.console", "")));
    String[] args =
        properties.entrySet().stream()
            .map(e -> "--" + e.getKey() + "=" + e.getValue())
            .toArray(String[]::new);
    ConfigurableApplicationContext node =
        new SpringApplicationBuilder(VidlensApplication.class)
            .initializers(
                FakePlatform.asServersTransport(world),
                context -> {
                  var beans = context.getBeanFactory();
                  beans.registerSingleton("movedClock", (Clock) clock);
                  beans.registerSingleton(
                      "movedSchedulerClock",
                      (com.github.kagkarlsson.scheduler.Clock) clock::instant);
                })
            .run(args);
    nodes.put(name, node);
    return node;
  }

  ConfigurableApplicationContext anyNode() {
    return nodes.values().iterator().next();
  }

  ApiClient api() {
    return new ApiClient(((WebServerApplicationContext) anyNode()).getWebServer().getPort(), key);
  }

  JdbcTemplate jdbc() {
    return anyNode().getBean(JdbcTemplate.class);
  }

  /**
   * A new account makes a watchlist (threshold 3) through the API, adds the world's dozen channels
   * and points its alerts at the receiver; the receiver checks signatures with the secret shown.
   */
  void watch() {
    IssuedKey issued = anyNode().getBean(ApiKeyService.class).create("radar-e2e", "e2e", null);
    key = issued.secret();
    accountId = issued.account().id();
    ApiClient client = api();
    Answer created = client.post(LISTS, "{\"name\":\"Hobby niche\",\"breakoutThreshold\":3}");
    assertThat(created.status()).as(created.text()).isEqualTo(200);
    watchlistId = created.json().path("id").asString();
    for (UploadingWorld.Channel c : world.channels) {
      Answer added =
          client.post(LISTS + "/" + watchlistId + "/channels", "{\"channel\":\"" + c.id() + "\"}");
      assertThat(added.status()).as(added.text()).isEqualTo(200);
    }
    Answer alerts =
        client.send(
            "PATCH",
            LISTS + "/" + watchlistId,
            "{\"alerts\":{\"webhookUrl\":\"" + receiver.url() + "\"}}",
            "application/json");
    assertThat(alerts.status()).as(alerts.text()).isEqualTo(200);
    secret = alerts.json().path("alerts").path("secret").asString();
    receiver.verifyingWith(secret);
    assertThat(alerts.json().path("channelCount").asInt()).isEqualTo(UploadingWorld.CHANNELS);
    // the channels followed by the history (events delivered after the additions' commits)
    await("channels followed")
        .atMost(Duration.ofSeconds(30))
        .until(
            () ->
                jdbc().queryForObject("SELECT COUNT(*) FROM followed_channels", Integer.class)
                        == UploadingWorld.CHANNELS
                    && jdbc()
                            .queryForObject("SELECT COUNT(*) FROM event_publication", Integer.class)
                        == 0);
  }

  /** The clock a step on; each node told to look for due work. */
  void advance() {
    step++;
    clock.advance(STEP);
    nodes.values().forEach(n -> n.getBean(Scheduler.class).triggerCheckForDueExecutions());
  }

  /** Waits until the step's work is done: nothing due, the plan run, every event handled. */
  void settle() {
    settle(true);
  }

  /**
   * As {@link #settle()}; without {@code events}, event publications may be left: those a stopped
   * node left half-handled are redelivered by another only once they are stale (10 minutes on the
   * service's clock, so after the next step).
   */
  void settle(boolean events) {
    Instant stepTime = stepTime(step);
    await("step " + step + " settled")
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .dontCatchUncaughtExceptions()
        .until(() -> settled(stepTime, events));
  }

  private boolean settled(Instant stepTime, boolean events) {
    Instant now = clock.instant();
    // picked ones too: an execution still running is work of this step
    List<ScheduledExecution<Object>> executions = new ArrayList<>();
    anyNode()
        .getBean(Scheduler.class)
        .fetchScheduledExecutions(ScheduledExecutionsFilter.all(), executions::add);
    boolean planned =
        executions.stream()
            .anyMatch(
                e ->
                    e.getTaskInstance().getTaskName().equals("trajectory-plan")
                        && e.getExecutionTime().isAfter(stepTime));
    boolean nothingDue = executions.stream().noneMatch(e -> !e.getExecutionTime().isAfter(now));
    return planned && nothingDue && (!events || publications() == 0);
  }

  int publications() {
    return jdbc().queryForObject("SELECT COUNT(*) FROM event_publication", Integer.class);
  }

  Instant stepTime(int s) {
    return start.plus(STEP.multipliedBy(s));
  }

  /** Runs steps up to {@code last}, each settled. */
  void runTo(int last) {
    while (step < last) {
      advance();
      settle();
    }
  }

  /** Every stored sample's time, per video. */
  Map<String, List<Instant>> samples() {
    Map<String, List<Instant>> out = new LinkedHashMap<>();
    jdbc()
        .query(
            "SELECT video_id, sampled_at FROM video_samples ORDER BY video_id, sampled_at",
            row -> {
              out.computeIfAbsent(row.getString(1), k -> new ArrayList<>())
                  .add(Instant.ofEpochMilli(row.getLong(2)));
            });
    return out;
  }

  @Override
  public void close() {
    nodes.values().forEach(ConfigurableApplicationContext::close);
    nodes.clear();
    receiver.close();
  }

  private static String tempDir() {
    try {
      return Files.createTempDirectory("vidlens-radar-e2e-").toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
