package io.vidlens.mcp;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What one key or account may hold of the MCP server ({@code vidlens.mcp.limits.*}, docs/mcp.md),
 * so that no client can exhaust the node's connections, memory or tool workers.
 *
 * <p>The session caps leave room for clients that never end their sessions (the conformance suite
 * opens one per scenario, 30, and deletes none; the Inspector's CLI one per call): a session costs
 * a few KB now that its {@code clientInfo} is bounded, so the caps stop floods, not such clients.
 *
 * @param sessionsPerKey open sessions one key may hold
 * @param sessionsPerAccount open sessions one account may hold, over all its keys
 * @param idleTimeout a session without a request for this long is closed
 * @param keepAlive how often an open event stream gets a comment, so proxies keep it and a gone
 *     client is noticed
 * @param streamLifetime an event stream ends after this long; the client opens another
 * @param maxClientInfoChars the largest {@code clientInfo} (as JSON) an {@code initialize} may send
 * @param toolCallsPerAccount operations one account's tool calls may run at once
 * @param toolCallQueue how long a tool call waits for one of its account's slots before it is
 *     refused
 * @param refusalHold how long a request over its key's rate waits before its 429 is sent (0: at
 *     once; {@link RefusalPacing})
 * @param heldRefusalsPerKey refusals of one key held at once; past it they are sent at once
 * @param heldRefusals refusals held at once on the node, over all keys
 */
@ConfigurationProperties("vidlens.mcp.limits")
record McpLimits(
    @DefaultValue("" + DEFAULT_SESSIONS_PER_KEY) int sessionsPerKey,
    @DefaultValue("128") int sessionsPerAccount,
    @DefaultValue("30m") Duration idleTimeout,
    @DefaultValue("15s") Duration keepAlive,
    @DefaultValue("5m") Duration streamLifetime,
    @DefaultValue("2048") int maxClientInfoChars,
    @DefaultValue("4") int toolCallsPerAccount,
    @DefaultValue("30s") Duration toolCallQueue,
    @DefaultValue("1s") Duration refusalHold,
    @DefaultValue("32") int heldRefusalsPerKey,
    @DefaultValue("1024") int heldRefusals) {

  static final int DEFAULT_SESSIONS_PER_KEY = 64;
}
