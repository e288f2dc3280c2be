package io.vidlens.analytics;

import io.vidlens.analytics.model.ChannelEstimate;
import io.vidlens.analytics.model.ChannelEstimates;
import io.vidlens.analytics.model.ViewHistory;
import io.vidlens.catalog.CountHistory;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Get Analytics and Get Geography Demographics Revenue: gather, then map (and estimate) as of
 * today.
 */
@Service
record ChannelAnalyticsService(
    ChannelGatherer gatherer, ChannelEstimates estimates, CountHistory history, Clock clock) {

  private static final Logger log = LoggerFactory.getLogger(ChannelAnalyticsService.class);

  AnalyticsRecord analytics(ChannelId channel) {
    GatheredChannel gathered = gatherer.gather(channel, ChannelGatherer.Purpose.ANALYTICS);
    return AnalyticsMapper.map(gathered, today());
  }

  GeographyRecord geography(ChannelId channel) {
    GatheredChannel gathered = gatherer.gather(channel, ChannelGatherer.Purpose.ESTIMATES);
    LocalDate today = today();
    ChannelEstimate estimate =
        estimates.estimate(
            SignalsMapper.channel(gathered, today, storedGrowth(channel).orElse(null)), today);
    log.info(
        "Estimates of {}: {} videos, {} shorts, {} with details, {} comments; basis {}",
        channel,
        gathered.videos().size(),
        gathered.shorts().size(),
        gathered.details().size(),
        gathered.comments().size(),
        estimate.basis());
    return GeographyRecord.of(estimate);
  }

  /** What the stored history measured; nothing when it cannot be read (the sample stands). */
  private Optional<ViewHistory> storedGrowth(ChannelId channel) {
    try {
      return HistoryDeltas.of(history.readings(channel));
    } catch (RuntimeException e) {
      log.warn("The history of {} could not be read: {}", channel, e.toString());
      return Optional.empty();
    }
  }

  private LocalDate today() {
    return LocalDate.now(clock.withZone(java.time.ZoneOffset.UTC));
  }
}
