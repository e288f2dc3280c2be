package io.vidlens.platform;

import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelPage;
import java.time.Instant;

/** What a channel's {@code browse} answered: its page, or a redirect to another channel. */
public sealed interface ChannelAnswer {

  /** The answer holds only a pointer to another channel's browse ID. */
  record Redirect(ChannelId channelId) implements ChannelAnswer {}

  /**
   * The parsed page. {@code withContents}: whether the answer held the page's contents at all (a
   * found page without them is a changed answer); {@code readAt}: what its relative times count
   * back from.
   */
  record Page(ChannelPage page, boolean withContents, Instant readAt) implements ChannelAnswer {}
}
