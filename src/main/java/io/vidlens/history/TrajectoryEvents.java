package io.vidlens.history;

import io.vidlens.history.api.TrajectoriesSampled;
import io.vidlens.model.ChannelId;
import java.time.Clock;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Tells other features that a channel's trajectories grew ({@link TrajectoriesSampled}), in a short
 * transaction of its own: the sample task runs in none, and Spring Modulith stores a publication
 * per listener as that transaction commits (docs/architecture.md, "Events").
 */
@Component
class TrajectoryEvents {

  private final ApplicationEventPublisher events;
  private final TransactionTemplate transactions;
  private final Clock clock;

  TrajectoryEvents(
      ApplicationEventPublisher events, PlatformTransactionManager transactions, Clock clock) {
    this.events = events;
    this.transactions = new TransactionTemplate(transactions);
    this.clock = clock;
  }

  /** Publishes the event when {@code samples} were stored; none, nothing. */
  void sampled(ChannelId channel, int samples) {
    if (samples > 0) {
      TrajectoriesSampled event =
          new TrajectoriesSampled(channel.value(), samples, clock.instant());
      transactions.executeWithoutResult(status -> events.publishEvent(event));
    }
  }
}
