package io.vidlens.platform;

import java.time.Instant;
import java.util.Optional;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/** The channel operations' reads, through the platform client (and so through its cache). */
@Component
class PlatformChannelSource implements ChannelSource {

  private final PlatformClient platform;

  PlatformChannelSource(PlatformClient platform) {
    this.platform = platform;
  }

  @Override
  public JsonNode browse(String browseId, String params) {
    return platform.browse(browseId, params);
  }

  @Override
  public JsonNode continuation(String token) {
    return platform.browseContinuation(token);
  }

  @Override
  public JsonNode resolveUrl(String url) {
    return platform.resolveUrl(url);
  }

  @Override
  public String feed(String channelId) {
    return platform.feed(channelId);
  }

  @Override
  public Optional<Instant> browseAnsweredAt(String browseId, String params) {
    return platform.browseAnsweredAt(browseId, params);
  }

  @Override
  public Optional<Instant> continuationAnsweredAt(String token) {
    return platform.continuationAnsweredAt(token);
  }

  @Override
  public Instant readAt(JsonNode answer) {
    return platform.readAt(answer);
  }
}
