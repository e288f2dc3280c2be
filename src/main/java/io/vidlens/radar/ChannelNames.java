package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.api.PlatformFailures;
import io.vidlens.catalog.ChannelRef;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ClientInput;
import io.vidlens.model.InvalidInput;
import org.springframework.stereotype.Component;

/**
 * A channel as a caller names it for a watchlist (an ID, an @handle or a channel URL), resolved and
 * read through catalog as the channel operations do: its ID, title and handle. A reference that is
 * not one answers 400, a channel that does not exist 404, a platform that cannot be read now 503
 * with its Retry-After (all as {@link ApiException}).
 */
@Component
class ChannelNames {

  /** The channel's ID with its title and handle as its page shows them (nulls when it does not). */
  record Named(String channelId, String title, String handle) {}

  private final Channels channels;

  ChannelNames(Channels channels) {
    this.channels = channels;
  }

  Named read(String given) {
    if (given == null || given.isBlank()) {
      throw ApiException.badRequest(
          "Invalid channel ID format",
          "Field 'channel' is required: a channel ID (UC…), an @handle or a channel URL.");
    }
    ChannelRef ref;
    try {
      ref = ChannelRef.parse(given, null);
    } catch (InvalidInput e) {
      throw ApiException.badRequest(e.getMessage(), e.details());
    }
    try {
      ChannelId id = channels.resolve(ref);
      return switch (channels.channelPage(id)) {
        case ChannelPage.Found found ->
            new Named(found.channel().channelId(), found.channel().title(), handle(found));
        case ChannelPage.AgeRestricted gate -> new Named(id.value(), gate.title(), null);
        case ChannelPage.Unavailable gone -> throw notFound(ref);
      };
    } catch (RuntimeException e) {
      if (ReadFailure.of(e).filter(ReadFailure::notFound).isPresent()) {
        throw notFound(ref);
      }
      // As the API's own answer (503 with the platform's Retry-After): the dashboard's page, which
      // may not know the platform's types, shows it rather than a 500.
      throw PlatformFailures.of(e).orElseThrow(() -> e);
    }
  }

  /** The channel ID of a channel taken off a list: an ID only, as the list shows it. */
  static String channelId(String given) {
    if (given == null || given.isBlank()) {
      throw ApiException.badRequest(
          "Invalid channel ID format", "Query parameter 'channelId' is required.");
    }
    if (ClientInput.hasControlCharacter(given)) {
      throw ApiException.badRequest(
          "Invalid channel ID format", "The channel ID holds a control character.");
    }
    try {
      return ChannelId.parse(ClientInput.stripSpaces(given), "channelId").value();
    } catch (InvalidInput e) {
      throw ApiException.badRequest(e.getMessage(), e.details());
    }
  }

  private static String handle(ChannelPage.Found found) {
    String handle = found.channel().handle();
    return handle == null || handle.isBlank() ? null : handle;
  }

  private static ApiException notFound(ChannelRef ref) {
    return ApiException.notFound(
        "Channel not found", "No channel is at " + ref.given() + "; nothing was added.");
  }
}
