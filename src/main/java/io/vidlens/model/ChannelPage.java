package io.vidlens.model;

import java.util.List;

/** What a channel {@code browse} answered: the channel, an age gate, or no channel at all. */
public sealed interface ChannelPage
    permits ChannelPage.Found, ChannelPage.AgeRestricted, ChannelPage.Unavailable {

  /** The channel and the list of its selected tab. */
  record Found(ChannelInfo channel, ContentPage content) implements ChannelPage {}

  /** The channel exists but shows its content to signed-in adults only (channelAgeGateRenderer). */
  record AgeRestricted(String channelId, String title, List<Thumbnail> avatar, String message)
      implements ChannelPage {

    public AgeRestricted {
      avatar = List.copyOf(avatar);
    }
  }

  /**
   * No channel to show. {@code reason} is the platform's alert ("This channel does not exist.",
   * "This account has been terminated ...") or error message.
   */
  record Unavailable(String channelId, Reason kind, String reason) implements ChannelPage {}

  enum Reason {
    /** "This channel does not exist." */
    NOT_FOUND,
    /** "This channel was removed because it violated our Community Guidelines." */
    REMOVED,
    /** "This account has been terminated ..." */
    TERMINATED,
    /** HTTP 400 INVALID_ARGUMENT: the browse ID is not a channel ID at all. */
    INVALID_ID,
    /** Another alert. */
    UNAVAILABLE
  }
}
