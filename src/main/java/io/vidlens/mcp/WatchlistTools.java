package io.vidlens.mcp;

import io.vidlens.access.Operation;
import io.vidlens.mcp.ToolArgument.Reference;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The caller's account's watchlists (docs/radar.md): list, read, create, rename, re-threshold or
 * set its alerts, delete, add or take off a channel, and read its channels' breakouts, each
 * performing its operation under {@code /api/external/watchlists}. Their answers hold no platform
 * text a summary would cut, so they have no 'detail' switch. The tools that change a watchlist are
 * marked as not read-only, and the two that delete as destructive.
 */
@Component
record WatchlistTools(OperationTools operations) implements ToolSet {

  private static final ToolArgument WATCHLIST = ToolArgument.of("watchlistId");
  private static final ToolArgument NAME = ToolArgument.of("name");
  private static final ToolArgument THRESHOLD = ToolArgument.of("breakoutThreshold");

  /**
   * The alert settings, as the operation takes them; a misspelt setting is refused rather than
   * ignored as the API ignores it, since a model would believe it had been set.
   */
  private static final ToolArgument ALERTS =
      ToolArgument.of("alerts").narrowed("additionalProperties", false);

  /** The operation takes an ID, handle or channel link itself; other sites' links are refused. */
  private static final ToolArgument CHANNEL = ToolArgument.of("channel").naming(Reference.CHANNEL);

  private static final String WATCHLIST_TEXT =
      " 'watchlistId' is a watchlist's 'id' as list_watchlists answers it.";

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        operations.tool(
            "list_watchlists",
            "List watchlists",
            "The account's watchlists, oldest first, under 'data', each with its channels (ID,"
                + " title, handle, when added) and breakout threshold; 'limits' tells how many"
                + " watchlists and channels per watchlist the account's plan allows.",
            Operation.LIST_WATCHLISTS),
        operations.tool(
            "get_watchlist",
            "Watchlist",
            "One of the account's watchlists with its channels." + WATCHLIST_TEXT,
            Operation.GET_WATCHLIST,
            WATCHLIST),
        operations.tool(
            "get_watchlist_breakouts",
            "Watchlist breakouts",
            "For each channel of a watchlist, its uploads of the last 30 days with their views"
                + " against the channel's usual at the same age (from the views Vidlens sampled"
                + " over time, else the channel's listing): ratio with its range, how many videos"
                + " it rests on, and 'tracking to N× its usual' only once the evidence holds"
                + " ('too early to say' with why, before); 'breakout' when the ratio reaches the"
                + " watchlist's threshold."
                + WATCHLIST_TEXT,
            Operation.GET_WATCHLIST_BREAKOUTS,
            WATCHLIST),
        operations.tool(
            "create_watchlist",
            "Create a watchlist",
            "Makes an empty named watchlist (names are unique within the account) and answers it"
                + " with its 'id'; add channels with add_watchlist_channel. A name already taken"
                + " or one watchlist more than the plan allows is refused (409), not charged.",
            Operation.CREATE_WATCHLIST,
            NAME,
            THRESHOLD),
        operations.tool(
            "update_watchlist",
            "Change a watchlist",
            "Renames a watchlist, changes its breakout threshold or its breakout alerts (give"
                + " any of them); what is left out stays as it is. 'alerts' sets where each"
                + " breakout is sent: 'webhookUrl' (https, to a public address; others are"
                + " refused), 'email', 'enabled', 'rotateSecret'; null or \"\" removes the"
                + " webhook or email. The answer that first sets a list's alerts, or rotates the"
                + " secret, carries the webhook's signing secret in 'alerts.secret': tell it to"
                + " the user at once, it is never shown again. A refused setting changes"
                + " nothing and is not charged."
                + WATCHLIST_TEXT,
            Operation.UPDATE_WATCHLIST,
            WATCHLIST,
            NAME,
            THRESHOLD,
            ALERTS),
        operations.tool(
            "delete_watchlist",
            "Delete a watchlist",
            "Deletes a watchlist and its channels; it cannot be undone." + WATCHLIST_TEXT,
            Operation.DELETE_WATCHLIST,
            WATCHLIST),
        operations.tool(
            "add_watchlist_channel",
            "Add a channel to a watchlist",
            "Puts a channel on a watchlist and answers the watchlist. 'channel' is a channel ID,"
                + " an @handle or a channel link; a channel already on it changes nothing. One"
                + " channel more than the plan allows is refused (409), not charged."
                + WATCHLIST_TEXT,
            Operation.ADD_WATCHLIST_CHANNEL,
            WATCHLIST,
            CHANNEL),
        operations.tool(
            "remove_watchlist_channel",
            "Take a channel off a watchlist",
            "Takes a channel off a watchlist and answers the watchlist."
                + ReadingTools.RESOLVED_TEXT
                + WATCHLIST_TEXT,
            Operation.REMOVE_WATCHLIST_CHANNEL,
            WATCHLIST,
            ReadingTools.CHANNEL_BY_ID.required()));
  }
}
