package io.vidlens.radar.api;

import java.time.Instant;

/**
 * A watchlist's video became a breakout and its alert was recorded (once per watchlist and video),
 * published in the transaction that recorded it. The MCP server tells the account's subscribed
 * sessions on this node; webhooks and mail are delivered by the radar itself.
 */
public record BreakoutAlerted(
    String accountId,
    String watchlistId,
    String alertId,
    String channelId,
    String videoId,
    double ratio,
    Instant detectedAt) {}
