package io.vidlens.access.internal;

import io.vidlens.access.Operation;
import io.vidlens.access.UsageRecord;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The gate's record of usage for the dashboard, kept off the hot path: a request only adds to an
 * in-memory counter (account, UTC day, operation) and queues a small "recent request" entry. A
 * background task writes both in one batch every {@code vidlens.usage.flush-interval}, and once
 * more at shutdown (after the web server has stopped taking requests). A crash loses at most one
 * interval of this view; the quota ledger, which decides what is charged, is written synchronously
 * by the gate and is unaffected. Readers on this node flush first, so the page a person looks at is
 * current on the node that served the requests.
 */
@Component
public class UsageRecorder implements SmartLifecycle {

  private static final Logger log = LoggerFactory.getLogger(UsageRecorder.class);

  /** Recent requests waiting to be written, at most; past it the oldest waiting are dropped. */
  public static final int MAX_PENDING_RECENT = 10_000;

  private final UsageStore store;
  private final UsageProperties properties;
  private final Clock clock;
  private final ConcurrentHashMap<UsageStore.DailyKey, UsageStore.Counts> daily =
      new ConcurrentHashMap<>();
  private final ConcurrentLinkedQueue<UsageStore.Pending> recent = new ConcurrentLinkedQueue<>();
  private final AtomicInteger recentSize = new AtomicInteger();
  // Row IDs of recent requests: random per process, then a counter (no SecureRandom per request).
  private final String idPrefix = UUID.randomUUID().toString().substring(0, 18);
  private final AtomicLong nextId = new AtomicLong();
  private ScheduledExecutorService scheduler;
  private volatile boolean running;

  public UsageRecorder(UsageStore store, UsageProperties properties, Clock clock) {
    this.store = store;
    this.properties = properties;
    this.clock = clock;
  }

  /** Called by the gate for every authenticated request: two in-memory writes, no I/O. */
  public void record(String accountId, String keyId, Operation operation, int status, int units) {
    Instant now = clock.instant();
    LocalDate day = LocalDate.ofInstant(now, ZoneOffset.UTC);
    daily.merge(
        new UsageStore.DailyKey(accountId, day, operation.id()),
        new UsageStore.Counts(1, units),
        UsageStore.Counts::plus);
    recent.add(
        new UsageStore.Pending(
            idPrefix + Long.toHexString(nextId.incrementAndGet()),
            accountId,
            new UsageRecord.Recent(keyId, operation.id(), status, units, now)));
    if (recentSize.incrementAndGet() > MAX_PENDING_RECENT && recent.poll() != null) {
      recentSize.decrementAndGet();
    }
  }

  /** Writes everything recorded so far. Safe to call from any thread; one flush at a time. */
  public synchronized void flush() {
    Map<UsageStore.DailyKey, UsageStore.Counts> counts = new HashMap<>();
    for (UsageStore.DailyKey key : daily.keySet()) {
      UsageStore.Counts taken = daily.remove(key);
      if (taken != null) {
        counts.put(key, taken);
      }
    }
    List<UsageStore.Pending> requests = new ArrayList<>();
    UsageStore.Pending next;
    while ((next = recent.poll()) != null) {
      recentSize.decrementAndGet();
      requests.add(next);
    }
    if (counts.isEmpty() && requests.isEmpty()) {
      return;
    }
    try {
      store.write(counts, requests, properties.recentRequests());
    } catch (RuntimeException e) {
      // Put the counts back for the next attempt; recent requests are a convenience and only
      // come back while there is room.
      counts.forEach((k, v) -> daily.merge(k, v, UsageStore.Counts::plus));
      for (UsageStore.Pending p : requests) {
        if (recentSize.get() < MAX_PENDING_RECENT) {
          recent.add(p);
          recentSize.incrementAndGet();
        }
      }
      log.warn("Could not write the usage record; will retry: {}", e.toString());
    }
  }

  private void flushQuietly() {
    try {
      flush();
    } catch (RuntimeException e) {
      log.warn("Usage flush failed", e);
    }
  }

  @Override
  public synchronized void start() {
    scheduler =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().name("vidlens-usage-flush").daemon().factory());
    long millis = properties.flushInterval().toMillis();
    scheduler.scheduleWithFixedDelay(this::flushQuietly, millis, millis, TimeUnit.MILLISECONDS);
    running = true;
  }

  @Override
  public synchronized void stop() {
    running = false;
    if (scheduler != null) {
      scheduler.shutdownNow();
      scheduler = null;
    }
    flushQuietly();
  }

  @Override
  public boolean isRunning() {
    return running;
  }

  /** Stops after the web server (a lower phase stops later), so late requests are written too. */
  @Override
  public int getPhase() {
    return 0;
  }
}
