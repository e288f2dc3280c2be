package io.vidlens.platform.request;

import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.work.UpstreamWork;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the WEB client version current: at start and then every {@code client-version-refresh} (a
 * day by default) it reads the web app's configuration from {@code /sw.js} and, when that names a
 * version, speaks as that version ({@link InnerTubeRequests#useWebVersion}). The platform refuses
 * old versions, and the fixed one in configuration ages; it stays the fallback. A failed read keeps
 * whatever is in use and is logged at WARN once until a read succeeds again. In replay mode nothing
 * is read: the recordings hold no {@code /sw.js} and replay never goes to the network.
 */
public class ClientVersionDiscovery implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(ClientVersionDiscovery.class);

  /** The {@code operation} its requests are counted under. */
  public static final String OPERATION = "clientVersionDiscovery";

  /** What the last read found, or why nothing is in use but the configured version. */
  public record State(
      String webVersion, String source, String visitorData, Instant checkedAt, String problem) {}

  private final PlatformTransport transport;
  private final InnerTubeRequests requests;
  private final Clock clock;
  private final AtomicBoolean warned = new AtomicBoolean();
  private final ScheduledExecutorService scheduler;
  private volatile State state;

  /**
   * @param refresh how often to read again; zero or negative: never (the configured version only)
   * @param replay whether the service answers from recordings (then nothing is read)
   */
  public ClientVersionDiscovery(
      PlatformTransport transport,
      InnerTubeRequests requests,
      Clock clock,
      Duration refresh,
      boolean replay) {
    this.transport = transport;
    this.requests = requests;
    this.clock = clock;
    String configured = requests.configuredClients().web().version();
    if (replay || refresh.isZero() || refresh.isNegative()) {
      this.state =
          new State(
              configured,
              "configuration",
              "",
              null,
              replay ? "not read in replay mode" : "discovery turned off");
      this.scheduler = null;
      log.info(
          "WEB client version {} from configuration ({})",
          configured,
          replay ? "replay mode reads no /sw.js" : "client-version-refresh=0");
      return;
    }
    this.state = new State(configured, "configuration", "", null, "not read yet");
    this.scheduler =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("client-version-discovery").daemon().factory());
    // At once (off the start-up path), then at the interval.
    scheduler.scheduleWithFixedDelay(
        this::refreshQuietly, 0, Math.max(60_000, refresh.toMillis()), TimeUnit.MILLISECONDS);
  }

  /** What is in use now and where it came from. */
  public State state() {
    return state;
  }

  /** Reads {@code /sw.js} once and adopts the version it names; what is in use afterwards. */
  public State refresh() {
    String configured = requests.configuredClients().web().version();
    Optional<WebClientConfig> found;
    String problem;
    try (UpstreamWork.Scope work = UpstreamWork.open(OPERATION)) {
      UpstreamResponse response = transport.send(requests.serviceWorker());
      found = response.isSuccess() ? WebClientConfig.parse(response.body()) : Optional.empty();
      problem =
          !response.isSuccess()
              ? "HTTP " + response.status() + " from /sw.js"
              : found.isEmpty() ? "/sw.js names no client version" : "";
    } catch (RuntimeException e) {
      found = Optional.empty();
      problem = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
    Instant now = clock.instant();
    if (found.isPresent()) {
      WebClientConfig config = found.get();
      String before = requests.clients().web().version();
      requests.useWebVersion(config.version());
      state = new State(config.version(), "/sw.js", config.visitorData(), now, "");
      warned.set(false);
      if (!config.version().equals(before)) {
        log.info(
            "WEB client version {} read from /sw.js (was {}, configured {})",
            config.version(),
            before,
            configured);
      }
    } else {
      State kept = state;
      state = new State(kept.webVersion(), kept.source(), kept.visitorData(), now, problem);
      if (warned.compareAndSet(false, true)) {
        log.warn(
            "The current WEB client version could not be read ({}); keeping {} ({}). If the"
                + " platform refuses it (HTTP 400), set vidlens.upstream.clients.web.version",
            problem,
            kept.webVersion(),
            kept.source());
      }
    }
    return state;
  }

  private void refreshQuietly() {
    try {
      refresh();
    } catch (RuntimeException e) {
      log.debug("Client version discovery failed", e);
    }
  }

  @Override
  public void close() {
    if (scheduler != null) {
      scheduler.shutdownNow();
    }
  }
}
