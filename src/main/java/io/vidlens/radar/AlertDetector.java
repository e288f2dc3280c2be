package io.vidlens.radar;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import io.vidlens.history.api.TrajectoriesSampled;
import io.vidlens.radar.api.BreakoutAlerted;
import io.vidlens.work.UpstreamWork;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.modulith.events.ApplicationModuleListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Finds new breakouts when a watched channel's trajectories grow (history's {@link
 * TrajectoriesSampled}, after its commit, through the publication registry): the channel's recent
 * videos are scored as the breakout operation scores them, and for each watchlist whose alerts are
 * on, each video tracking at or above the list's threshold gets one alert. The alert's row and its
 * deliveries' db-scheduler executions are written in one transaction (the scheduler's DataSource
 * joins Spring's transactions), and the row's unique key (watchlist, video) lets only one of two
 * nodes, or of a first delivery and a redelivered event, make it.
 */
@Component
class AlertDetector {

  private final AlertStore store;
  private final BreakoutScores scores;
  private final SchedulerClient scheduler;
  private final AlertMail mail;
  private final ApplicationEventPublisher events;
  private final TransactionTemplate transactions;
  private final Clock clock;

  AlertDetector(
      AlertStore store,
      BreakoutScores scores,
      SchedulerClient scheduler,
      AlertMail mail,
      ApplicationEventPublisher events,
      PlatformTransactionManager transactions,
      Clock clock) {
    this.store = store;
    this.scores = scores;
    this.scheduler = scheduler;
    this.mail = mail;
    this.events = events;
    this.transactions = new TransactionTemplate(transactions);
    this.clock = clock;
  }

  /**
   * Runs outside any transaction: scoring may read the channel's listing upstream, and a
   * transaction around it held SQLite's write lock (IMMEDIATE) for that long, stalling every
   * writer; each alert is written in its own short transaction.
   */
  @ApplicationModuleListener(propagation = Propagation.NOT_SUPPORTED)
  void sampled(TrajectoriesSampled event) {
    detect(event.channelId());
  }

  /** Scores the channel for the watchlists alerting on it; answers how many alerts it made. */
  int detect(String channelId) {
    List<AlertStore.Watching> lists = store.watching(channelId);
    if (lists.isEmpty()) {
      return 0;
    }
    // the threshold only decides `breakout`, which is judged per list below
    List<BreakoutScores.VideoScore> videos =
        UpstreamWork.callInBackground(
            UpstreamWork.RADAR_ALERTS,
            () -> scores.channel(channelId, WatchlistInput.MAX_THRESHOLD));
    int made = 0;
    for (AlertStore.Watching list : lists) {
      for (BreakoutScores.VideoScore video : videos) {
        BreakoutScore s = video.score();
        if (s.tracking() && s.ratio() >= list.breakoutThreshold()) {
          made +=
              Boolean.TRUE.equals(transactions.execute(t -> record(list, channelId, video)))
                  ? 1
                  : 0;
        }
      }
    }
    return made;
  }

  private boolean record(AlertStore.Watching list, String channelId, BreakoutScores.VideoScore v) {
    AlertStore.Settings settings = store.settings(list.watchlistId()).orElse(null);
    if (settings == null || !settings.enabled()) {
      return false;
    }
    boolean webhook = settings.webhookUrl() != null;
    boolean email = settings.email() != null && mail.configured();
    BreakoutScore s = v.score();
    Instant now = clock.instant();
    AlertStore.Alert alert =
        new AlertStore.Alert(
            UUID.randomUUID().toString(),
            list.watchlistId(),
            v.videoId(),
            channelId,
            s.ratio(),
            s.low(),
            s.high(),
            s.usualViews(),
            v.views(),
            v.ageHours(),
            now,
            webhook ? AlertStore.PENDING : AlertStore.NONE,
            email ? AlertStore.PENDING : AlertStore.NONE);
    if (!store.insert(alert)) {
      return false;
    }
    if (webhook) {
      scheduler.scheduleIfNotExists(AlertTasks.delivery(alert.id(), AlertTarget.WEBHOOK, now));
    }
    if (email) {
      scheduler.scheduleIfNotExists(AlertTasks.delivery(alert.id(), AlertTarget.EMAIL, now));
    }
    events.publishEvent(
        new BreakoutAlerted(
            list.accountId(),
            list.watchlistId(),
            alert.id(),
            channelId,
            v.videoId(),
            s.ratio(),
            now));
    return true;
  }
}
