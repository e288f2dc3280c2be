package io.vidlens.api;

import java.util.regex.Pattern;

/** A platform channel ID: "UC" followed by 22 characters of the URL-safe base64 alphabet. */
public record ChannelId(String value) {

  private static final Pattern FORMAT = Pattern.compile("UC[A-Za-z0-9_-]{22}");

  public ChannelId {
    if (value == null || !FORMAT.matcher(value).matches()) {
      throw invalid(value);
    }
  }

  /**
   * Parses a caller's value, answering 400 "Invalid channel ID format" when it is not one. Plain
   * spaces around the ID are forgiven; a control character anywhere (a NUL byte, a tab) is not.
   */
  public static ChannelId parse(String value) {
    if (ClientInput.hasControlCharacter(value)) {
      throw ClientInput.controlCharacter("Invalid channel ID format", "The channel ID");
    }
    return new ChannelId(ClientInput.stripSpaces(value));
  }

  public static boolean isValid(String value) {
    return value != null && FORMAT.matcher(value).matches();
  }

  private static ApiException invalid(String value) {
    String details =
        value == null || value.isBlank()
            ? "channelId is required: a channel ID such as UCsXVk37bltHxD1rDPwtNM8Q."
            : "A channel ID is 'UC' followed by 22 characters of A-Z, a-z, 0-9, '-' and '_' (24 in all).";
    return ApiException.badRequest("Invalid channel ID format", details);
  }

  @Override
  public String toString() {
    return value;
  }
}
