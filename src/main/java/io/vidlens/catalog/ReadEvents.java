package io.vidlens.catalog;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Publishes what the read layer tells other modules ({@link VideosSeen}, {@link CountsRead}, {@link
 * ChannelAsked}), each in a transaction of its own: Spring Modulith records a publication per
 * listener in the event publication registry as the transaction commits, and the listeners run
 * after that commit, off the caller's thread. Reads run in no transaction, and an event published
 * outside one would reach no transactional listener. A caller already in a transaction joins it.
 */
@Component
public class ReadEvents {

  private final ApplicationEventPublisher events;
  private final TransactionTemplate transactions;

  @Autowired
  public ReadEvents(ApplicationEventPublisher events, PlatformTransactionManager transactions) {
    this.events = events;
    this.transactions = new TransactionTemplate(transactions);
  }

  private ReadEvents(ApplicationEventPublisher events) {
    this.events = events;
    this.transactions = null;
  }

  /**
   * Hands every event straight to {@code events}, in no transaction of its own (tests and tools
   * that build the read layer by hand).
   */
  public static ReadEvents direct(ApplicationEventPublisher events) {
    return new ReadEvents(events);
  }

  /** Tells the thumbnail corpus about videos an operation read; none, nothing is published. */
  public void videosSeen(VideosSeen seen) {
    if (!seen.videos().isEmpty()) {
      publish(seen);
    }
  }

  void publish(Object event) {
    if (transactions == null) {
      events.publishEvent(event);
    } else {
      transactions.executeWithoutResult(status -> events.publishEvent(event));
    }
  }
}
