package io.vidlens.catalog;

import io.vidlens.model.ChannelId;
import io.vidlens.model.ClientInput;
import io.vidlens.model.InvalidInput;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a caller names a channel in the channel content operations: a channel ID, an {@code @handle},
 * or a channel URL of the platform (resolved through the platform later). A URL that holds the
 * channel ID ({@code /channel/UC…}) is read as the ID, with no platform call.
 */
public sealed interface ChannelRef {

  /** What the caller sent, for messages. */
  String given();

  record ById(ChannelId id) implements ChannelRef {
    @Override
    public String given() {
      return id.value();
    }
  }

  record ByHandle(String handle) implements ChannelRef {
    @Override
    public String given() {
      return ClientInput.echo(handle);
    }

    /** The channel URL of the handle, as the platform's resolver takes it. */
    public String url() {
      return "https://www.youtube.com/" + handle;
    }
  }

  /**
   * A channel URL: {@code given} as sent (cut for echoing, {@link ClientInput#echo}), {@code url}
   * normalized to {@code https://www.youtube.com/<path>} ({@code @handle}, {@code c/name}, {@code
   * user/name} or a legacy vanity name), without query, fragment or tab suffix.
   */
  record ByUrl(String given, String url) implements ChannelRef {}

  // The platform gives handles of 3 to 30 characters; longer ones are let through to its
  // resolver, whose 404 is the honest answer ("Channel not found") rather than a format error.
  Pattern HANDLE = Pattern.compile("@[\\p{L}\\p{N}._-]{3,100}");
  Pattern CHANNEL_URL =
      Pattern.compile(
          "(?:https?://)?(?:www\\.|m\\.)?youtube\\.com/"
              + "(channel/(UC[A-Za-z0-9_-]{22})|@[\\p{L}\\p{N}._-]{3,100}|(?:c|user)/[\\p{L}\\p{N}._-]+|[A-Za-z0-9_.-]+)"
              + "(?:[/?#].*)?",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CHARACTER_CLASS);

  /** First path segments of the platform's own pages, which never name a channel. */
  Set<String> NOT_CHANNELS =
      Set.of(
          "watch",
          "shorts",
          "playlist",
          "results",
          "feed",
          "embed",
          "live",
          "hashtag",
          "redirect",
          "account",
          "premium",
          "gaming",
          "music",
          "kids",
          "signin",
          "logout",
          "upload",
          "post",
          "source",
          "channel",
          "c",
          "user",
          "about",
          "t",
          "howyoutubeworks",
          "attribution_link",
          "v",
          "e",
          "s",
          "sw.js",
          "favicon.ico",
          "robots.txt");

  /**
   * Parses {@code channelId} (or its alias {@code channel_id}); 400 when neither is usable. Plain
   * spaces around the value are forgiven; a control character anywhere (a NUL byte, a tab) is not.
   * The 400 names the parameter the client sent, so a client using the alias is not told to fix a
   * parameter it never used.
   */
  static ChannelRef parse(String channelId, String channelIdAlias) {
    boolean primary = channelId != null && !channelId.isBlank();
    String parameter = primary || channelIdAlias == null ? "channelId" : "channel_id";
    if (ClientInput.hasControlCharacter(channelId)) {
      throw ClientInput.controlCharacter(
          "Invalid channel ID format", "The channel ID, handle or URL (channelId)");
    }
    if (ClientInput.hasControlCharacter(channelIdAlias)) {
      throw ClientInput.controlCharacter(
          "Invalid channel ID format", "The channel ID, handle or URL (channel_id)");
    }
    String value = primary ? channelId : channelIdAlias;
    if (value == null || value.isBlank()) {
      throw new InvalidInput(
          "Invalid channel ID format",
          "Query parameter '"
              + parameter
              + "' is required: a channel ID (UC…), an @handle or a channel URL.");
    }
    String v = ClientInput.stripSpaces(value);
    if (v.startsWith("UC") && v.length() == 24) {
      return new ById(ChannelId.parse(v, parameter));
    }
    if (HANDLE.matcher(v).matches()) {
      return new ByHandle(v);
    }
    Matcher url = CHANNEL_URL.matcher(v);
    if (url.matches()) {
      if (url.group(2) != null) {
        return new ById(ChannelId.parse(url.group(2), parameter));
      }
      String path = url.group(1);
      if (!NOT_CHANNELS.contains(path.toLowerCase(Locale.ROOT))) {
        return new ByUrl(ClientInput.echo(v), "https://www.youtube.com/" + path);
      }
    }
    throw new InvalidInput(
        "Invalid channel ID format",
        parameter
            + " must be a channel ID ('UC' and 22 more characters), an @handle or a channel URL.");
  }
}
