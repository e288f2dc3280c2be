package io.vidlens.model;

import java.util.regex.Pattern;

/** A platform video ID: 11 characters of the URL-safe base64 alphabet. */
public record VideoId(String value) {

  private static final Pattern FORMAT = Pattern.compile("[A-Za-z0-9_-]{11}");

  public VideoId {
    if (value == null || !FORMAT.matcher(value).matches()) {
      throw invalid(value);
    }
  }

  /**
   * Parses a caller's value, refusing it ("Invalid video ID format", a 400) when it is not one.
   * Plain spaces around the ID are forgiven; a control character anywhere (a NUL byte, a tab) is
   * not.
   */
  public static VideoId parse(String value) {
    if (ClientInput.hasControlCharacter(value)) {
      throw ClientInput.controlCharacter("Invalid video ID format", "The video ID");
    }
    return new VideoId(ClientInput.stripSpaces(value));
  }

  public static boolean isValid(String value) {
    return value != null && FORMAT.matcher(value).matches();
  }

  private static InvalidInput invalid(String value) {
    String details =
        value == null || value.isBlank()
            ? "videoId is required: an 11-character video ID such as dQw4w9WgXcQ."
            : "videoId must be 11 characters of A-Z, a-z, 0-9, '-' and '_' (got "
                + value.length()
                + " characters).";
    return new InvalidInput("Invalid video ID format", details);
  }

  @Override
  public String toString() {
    return value;
  }
}
