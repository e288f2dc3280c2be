package io.vidlens.channel;

import io.vidlens.api.ChannelId;
import io.vidlens.platform.ChannelNotFoundException;
import io.vidlens.platform.parse.ResolveUrlParser;
import io.vidlens.platform.parse.ResolvedUrl;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Turns a {@link ChannelRef} into a channel ID. Handles and URLs go through the platform's {@code
 * resolve_url} (cached by the platform client for a day); an ID needs no call.
 */
@Component
class ChannelResolver {

  private final ChannelSource source;

  ChannelResolver(ChannelSource source) {
    this.source = source;
  }

  /**
   * @throws ChannelNotFoundException when the handle or URL leads to no channel
   */
  ChannelId resolve(ChannelRef ref) {
    return switch (ref) {
      case ChannelRef.ById byId -> byId.id();
      case ChannelRef.ByHandle handle ->
          viaUrl(handle.given(), handle.url(), "no channel has this handle");
      case ChannelRef.ByUrl url -> viaUrl(url.given(), url.url(), "this URL leads to no channel");
    };
  }

  private ChannelId viaUrl(String given, String url, String reason) {
    Optional<ResolvedUrl> resolved;
    try {
      resolved = ResolveUrlParser.parse(source.resolveUrl(url));
    } catch (ChannelNotFoundException e) {
      throw new ChannelNotFoundException(given, reason);
    }
    // A URL may resolve to a video or a playlist: that is not a channel either.
    return resolved
        .filter(ResolvedUrl::isChannel)
        .map(ResolvedUrl::browseId)
        .filter(ChannelId::isValid)
        .map(ChannelId::new)
        .orElseThrow(() -> new ChannelNotFoundException(given, reason));
  }
}
