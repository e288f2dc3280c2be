package io.vidlens.testing;

import java.time.Duration;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Waits until the listeners have handled every event published so far: with completed publications
 * deleted (spring.modulith.events.completion-mode=delete), none is left in the event publication
 * registry's table.
 */
public final class EventsDelivered {

  private EventsDelivered() {}

  /** Waits up to ten seconds; fails the test when publications are still there. */
  public static void await(ApplicationContext context) {
    JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (true) {
      Integer left = jdbc.queryForObject("SELECT COUNT(*) FROM event_publication", Integer.class);
      if (left == null || left == 0) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError(left + " event publications still not delivered");
      }
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted while waiting for events", e);
      }
    }
  }
}
