package io.vidlens.history.api;

import java.time.Instant;

/** A channel's history of counts, as Vidlens stored it while clients asked about the channel. */
public interface ChannelHistories {

  /**
   * The channel's own counts (one series per metric it has readings of) and the views of its {@code
   * topVideos} most-viewed videos (by their latest reading), each series oldest first. A channel
   * nobody asked about has no series. Only readings taken at or after {@code since} are in it: a
   * reader shows an account the history from its own first asking on, since readings from before
   * tell that someone else asked about the channel. Reads the database only, never the platform.
   *
   * @param channelId a channel ID ("UC" and 22 characters; callers check it, as {@code
   *     api.ChannelId.isValid} does: another value is refused with the API's 400)
   */
  ChannelGrowth growth(String channelId, int topVideos, Instant since);
}
