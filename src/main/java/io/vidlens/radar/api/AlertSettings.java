package io.vidlens.radar.api;

import java.time.Instant;

/**
 * A watchlist's alert settings (docs/radar.md, "Alerts"): where its breakouts are sent.
 *
 * @param webhookUrl where each alert is POSTed, signed; null: no webhook
 * @param email where each alert is mailed; null: no mail
 * @param enabled whether new breakouts make alerts
 * @param secret the signing secret, only in the answer that made or rotated it (shown once); null
 *     otherwise
 */
public record AlertSettings(
    String webhookUrl, String email, boolean enabled, String secret, Instant updatedAt) {}
