package io.vidlens.platform.resilience;

import io.vidlens.platform.transport.UpstreamRequest;
import java.util.List;
import java.util.Locale;

/**
 * Which circuit breaker an upstream request counts against: one per endpoint and, for the player,
 * per client, so that a bot wall on one player client neither silences the others nor takes down
 * channel pages. Names: {@code player.android} (ANDROID through reel_item_watch), {@code
 * player.visionos}, {@code player.web} (the microformat answer), {@code next}, {@code browse}
 * (browse, its continuations and resolve_url: channel and playlist pages), {@code reel} (the WEB
 * Shorts overlay), {@code timedtext} (caption files), {@code feed}; any other endpoint by its own
 * name. (The visitor_id a player request needs first is sent within that request's attempt.)
 */
public final class BreakerNames {

  /** The breakers that exist from the start, so health and metrics show them before any call. */
  public static final List<String> KNOWN =
      List.of(
          "player.android",
          "player.visionos",
          "player.web",
          "next",
          "browse",
          "reel",
          "timedtext",
          "feed");

  private BreakerNames() {}

  public static String of(UpstreamRequest request) {
    String endpoint = request.endpoint();
    return switch (endpoint) {
      case "player" -> "player." + client(request);
      case "reel_item_watch" -> {
        String client = client(request);
        // The ANDROID app's reel_item_watch carries the player; WEB's is the Shorts overlay.
        yield client.equals("web") ? "reel" : "player." + client;
      }
      case "browse", "resolve_url" -> "browse";
      default -> endpoint;
    };
  }

  /** The InnerTube client named in the request (lower case), WEB when none is named. */
  static String client(UpstreamRequest request) {
    String name = clientName(request);
    return name.isEmpty() ? "web" : name.toLowerCase(Locale.ROOT);
  }

  /** {@code context.client.clientName} of a JSON request, or "" for a GET or a bare body. */
  static String clientName(UpstreamRequest request) {
    if (request.body() == null) {
      return "";
    }
    return request.body().path("context").path("client").path("clientName").asString("");
  }
}
