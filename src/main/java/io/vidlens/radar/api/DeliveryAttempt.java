package io.vidlens.radar.api;

import java.time.Instant;

/**
 * One attempt to deliver an alert (the delivery log).
 *
 * @param target {@code webhook} or {@code email}
 * @param outcome {@code delivered}, {@code retrying} (a next attempt is due) or {@code failed}
 * @param statusCode the webhook's HTTP status; null for mail or when no answer came
 * @param error what went wrong, in words; null when delivered
 * @param nextAttemptAt when it is tried again; null when not
 */
public record DeliveryAttempt(
    String alertId,
    String videoId,
    String target,
    int attempt,
    Instant attemptedAt,
    String outcome,
    Integer statusCode,
    String error,
    long durationMs,
    Instant nextAttemptAt) {}
