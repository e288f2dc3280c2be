package io.vidlens.channel;

import io.vidlens.api.ApiException;
import io.vidlens.api.ChannelId;
import java.util.regex.Pattern;

/**
 * How a caller names a channel in the channel content operations: a channel ID, an
 * {@code @handle}, or a channel URL of the platform (resolved through the platform later).
 */
public sealed interface ChannelRef {

  record ById(ChannelId id) implements ChannelRef {}

  record ByHandle(String handle) implements ChannelRef {}

  record ByUrl(String url) implements ChannelRef {}

  Pattern HANDLE = Pattern.compile("@[\\p{L}\\p{N}._-]{3,30}");
  Pattern CHANNEL_URL =
      Pattern.compile(
          "https?://(www\\.|m\\.)?youtube\\.com/(@[^/?#]+|channel/UC[A-Za-z0-9_-]{22}|c/[^/?#]+|user/[^/?#]+)([/?#].*)?");

  /** Parses {@code channelId} (or its alias {@code channel_id}); 400 when neither is usable. */
  static ChannelRef parse(String channelId, String channelIdAlias) {
    String value = channelId != null && !channelId.isBlank() ? channelId : channelIdAlias;
    if (value == null || value.isBlank()) {
      throw ApiException.badRequest(
          "Invalid channel ID format",
          "Query parameter 'channelId' is required: a channel ID (UC…), an @handle or a channel URL.");
    }
    String v = value.trim();
    if (v.startsWith("UC") && v.length() == 24) {
      return new ById(ChannelId.parse(v));
    }
    if (HANDLE.matcher(v).matches()) {
      return new ByHandle(v);
    }
    if (CHANNEL_URL.matcher(v).matches()) {
      return new ByUrl(v);
    }
    throw ApiException.badRequest(
        "Invalid channel ID format",
        "channelId must be a channel ID ('UC' and 22 more characters), an @handle or a channel URL.");
  }
}
