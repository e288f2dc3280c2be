package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.model.ClientInput;
import java.util.regex.Pattern;

/** The rules for what a caller sends about a watchlist: its name, threshold and ID. */
final class WatchlistInput {

  static final int MAX_NAME_LENGTH = 100;
  static final double MIN_THRESHOLD = 1.0;
  static final double MAX_THRESHOLD = 100.0;

  /** The IDs Vidlens makes (UUIDs); anything else is no watchlist, without a query. */
  private static final Pattern ID = Pattern.compile("[0-9a-f-]{36}");

  private WatchlistInput() {}

  /** The name without surrounding spaces; 400 when empty, too long or holding a control one. */
  static String name(String name) {
    if (name == null || name.isBlank()) {
      throw ApiException.badRequest("Invalid watchlist", "Field 'name' is required.");
    }
    if (ClientInput.hasControlCharacter(name)) {
      throw ApiException.badRequest("Invalid watchlist", "Field 'name' holds a control character.");
    }
    String stripped = name.strip();
    if (stripped.length() > MAX_NAME_LENGTH) {
      throw ApiException.badRequest(
          "Invalid watchlist", "Field 'name' has at most " + MAX_NAME_LENGTH + " characters.");
    }
    return stripped;
  }

  static double threshold(double threshold) {
    if (!Double.isFinite(threshold) || threshold < MIN_THRESHOLD || threshold > MAX_THRESHOLD) {
      throw ApiException.badRequest(
          "Invalid watchlist",
          "Field 'breakoutThreshold' must be a number from 1 to 100 (times the channel's usual"
              + " views at the same age).");
    }
    return threshold;
  }

  static boolean plausibleId(String id) {
    return id != null && ID.matcher(id).matches();
  }

  /** 404 "Watchlist not found" (an unknown ID and another account's list alike). */
  static ApiException notFound(String watchlistId) {
    return ApiException.notFound(
        "Watchlist not found",
        "No watchlist of this account has the ID " + echo(watchlistId) + ".");
  }

  static String echo(String value) {
    return ClientInput.echo(value == null ? "" : value);
  }
}
