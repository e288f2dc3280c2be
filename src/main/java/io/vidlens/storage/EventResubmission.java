package io.vidlens.storage;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.modulith.events.FailedEventPublications;
import org.springframework.modulith.events.ResubmissionOptions;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * Delivers again the event publications that failed: a listener threw, or (marked so by Modulith's
 * staleness monitor, spring.modulith.events.staleness.*) a publication stayed published or
 * processing too long because its node stopped. Every node runs it; Modulith claims each
 * publication with a conditional update before it resubmits it, so two nodes on one database do not
 * take the same one. The first run after a start delivers what a stopped node left.
 */
@Component
record EventResubmission(FailedEventPublications failed) {

  private static final Logger log = LoggerFactory.getLogger(EventResubmission.class);

  @Scheduled(
      fixedDelayString = "${vidlens.events.resubmit-every:1m}",
      initialDelayString = "${vidlens.events.resubmit-first:30s}")
  void resubmit() {
    try {
      failed.resubmit(ResubmissionOptions.defaults());
    } catch (RuntimeException e) {
      log.warn("Could not resubmit failed event publications: {}", e.toString());
    }
  }
}
