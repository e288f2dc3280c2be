package io.vidlens.radar;

/**
 * The body a webhook receives for a breakout (docs/radar.md, "Alerts"). {@code deliveryId} is the
 * alert's: the same on every retry, so a receiver can tell a retry from a new alert.
 */
record WebhookPayload(
    String event,
    String watchlistId,
    String channelId,
    String videoId,
    double ratio,
    Range range,
    Double usualViews,
    long views,
    double ageHours,
    String detectedAt,
    String deliveryId) {

  static final String EVENT = "video.breakout";

  record Range(Double low, Double high) {}

  static WebhookPayload of(AlertStore.Alert a) {
    return new WebhookPayload(
        EVENT,
        a.watchlistId(),
        a.channelId(),
        a.videoId(),
        a.ratio(),
        a.rangeLow() == null ? null : new Range(a.rangeLow(), a.rangeHigh()),
        a.usualViews(),
        a.views(),
        Math.round(a.ageHours() * 10) / 10.0,
        a.detectedAt().toString(),
        a.id());
  }
}
