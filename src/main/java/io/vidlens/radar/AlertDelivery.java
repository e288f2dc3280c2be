package io.vidlens.radar;

import io.vidlens.radar.api.DeliveryAttempt;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * One attempt to deliver an alert to one target (the delivery task's work): the webhook's signed
 * POST or the mail, one log row whatever happened, and the alert's state for that target. A failed
 * attempt is retried after {@code vidlens.radar.alerts.retry-delays} (1 min, 5, 30, 2 h, 12 h);
 * after the last the target has {@code failed}. An alert whose list was deleted, whose alerts were
 * turned off or whose target was removed since is not sent (its state becomes {@code none}).
 */
@Component
class AlertDelivery {

  private static final Logger log = LoggerFactory.getLogger(AlertDelivery.class);

  private final AlertStore store;
  private final WebhookSender webhooks;
  private final AlertMail mail;
  private final AlertProperties properties;
  private final JsonMapper json;
  private final Clock clock;

  AlertDelivery(
      AlertStore store,
      WebhookSender webhooks,
      AlertMail mail,
      AlertProperties properties,
      JsonMapper json,
      Clock clock) {
    this.store = store;
    this.webhooks = webhooks;
    this.mail = mail;
    this.properties = properties;
    this.json = json;
    this.clock = clock;
  }

  /** Attempts it; answers when to try again, or null when done (delivered, failed or dropped). */
  Instant attempt(String alertId, String target) {
    Optional<AlertStore.Alert> found = store.alert(alertId);
    if (found.isEmpty()) {
      return null; // its watchlist was deleted
    }
    AlertStore.Alert alert = found.get();
    AlertStore.Settings settings = store.settings(alert.watchlistId()).orElse(null);
    String to =
        settings == null || !settings.enabled()
            ? null
            : target.equals(AlertTarget.EMAIL) ? settings.email() : settings.webhookUrl();
    if (to == null) {
      store.state(alertId, target, AlertStore.NONE);
      return null;
    }
    int attempt = store.attempts(alertId, target) + 1;
    Instant at = clock.instant();
    long started = System.nanoTime();
    Integer status = null;
    String error;
    if (target.equals(AlertTarget.EMAIL)) {
      error = mail.send(to, alert);
    } else {
      String body = json.writeValueAsString(WebhookPayload.of(alert));
      WebhookSender.Sent sent =
          webhooks.post(to, settings.secret(), alert.id(), at.getEpochSecond(), body);
      status = sent.status();
      error = sent.delivered() ? null : sent.error();
    }
    long millis = Duration.ofNanos(System.nanoTime() - started).toMillis();
    Duration wait = error == null ? null : properties.retryAfter(attempt);
    Instant next = wait == null ? null : at.plus(wait);
    String outcome =
        error == null ? AlertStore.DELIVERED : next != null ? "retrying" : AlertStore.FAILED;
    store.record(
        UUID.randomUUID().toString(),
        alert.watchlistId(),
        new DeliveryAttempt(
            alertId, alert.videoId(), target, attempt, at, outcome, status, error, millis, next));
    if (next == null) {
      store.state(alertId, target, outcome);
    }
    if (error != null) {
      log.info("Alert {} ({}), attempt {}: {}; {}", alertId, target, attempt, error, outcome);
    }
    return next;
  }
}
