package io.vidlens.model;

import java.util.regex.Pattern;

/** A platform channel ID: "UC" followed by 22 characters of the URL-safe base64 alphabet. */
public record ChannelId(String value) {

  private static final Pattern FORMAT = Pattern.compile("UC[A-Za-z0-9_-]{22}");

  /** The parameter name most operations give a channel ID ({@code channelId}). */
  public static final String PARAMETER = "channelId";

  public ChannelId {
    if (value == null || !FORMAT.matcher(value).matches()) {
      throw invalid(value, PARAMETER);
    }
  }

  /**
   * Parses a caller's value of parameter {@code channelId}, refusing it ("Invalid channel ID
   * format", a 400 on the wire) when it is not one. Plain spaces around the ID are forgiven; a
   * control character anywhere (a NUL byte, a tab) is not.
   */
  public static ChannelId parse(String value) {
    return parse(value, PARAMETER);
  }

  /**
   * As {@link #parse(String)}, for a value the client sent as {@code parameter} (its wire name,
   * such as {@code channel_id}): the refusal's details name it.
   */
  public static ChannelId parse(String value, String parameter) {
    if (ClientInput.hasControlCharacter(value)) {
      throw ClientInput.controlCharacter(
          "Invalid channel ID format", "The channel ID (" + parameter + ")");
    }
    String stripped = ClientInput.stripSpaces(value);
    if (!isValid(stripped)) {
      throw invalid(stripped, parameter);
    }
    return new ChannelId(stripped);
  }

  public static boolean isValid(String value) {
    return value != null && FORMAT.matcher(value).matches();
  }

  private static InvalidInput invalid(String value, String parameter) {
    String details =
        value == null || value.isBlank()
            ? parameter + " is required: a channel ID such as UCsXVk37bltHxD1rDPwtNM8Q."
            : parameter
                + " must be a channel ID: 'UC' followed by 22 characters of A-Z, a-z, 0-9, '-' and"
                + " '_' (24 in all).";
    return new InvalidInput("Invalid channel ID format", details);
  }

  @Override
  public String toString() {
    return value;
  }
}
