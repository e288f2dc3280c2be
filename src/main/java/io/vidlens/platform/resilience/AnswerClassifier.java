package io.vidlens.platform.resilience;

import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.Locale;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.ObjectMapper;

/**
 * Tells an answer from the platform apart from the platform refusing to answer: HTTP 429, the
 * "unusual traffic" captcha page, the cookie-consent page, 5xx, and the player's bot wall raise an
 * {@link UpstreamFailure}; anything else (including 4xx, which the caller interprets) passes.
 */
public class AnswerClassifier {

  private final ObjectMapper mapper;

  public AnswerClassifier(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  public UpstreamResponse check(UpstreamRequest request, UpstreamResponse response) {
    String route = response.route();
    if (response.status() == 429) {
      throw failure(UpstreamFault.THROTTLED, "HTTP 429 from " + request.endpoint(), route);
    }
    if (response.isHtml() || looksLikeHtml(response.body())) {
      String html = response.body().toLowerCase(Locale.ROOT);
      // The throttling page is a reCAPTCHA form (player-states/too_many_requests.html).
      if (html.contains("g-recaptcha")
          || html.contains("captcha-page")
          || html.contains("unusual traffic")) {
        throw failure(
            UpstreamFault.THROTTLED, "Captcha page instead of " + request.endpoint(), route);
      }
      // The consent page posts to consent.youtube.com (player-states/consent_page.html).
      if (html.contains("consent.youtube.com") || html.contains("consent.google.com")) {
        throw failure(
            UpstreamFault.CONSENT, "Consent page instead of " + request.endpoint(), route);
      }
    }
    if (response.status() >= 500) {
      throw failure(
          UpstreamFault.SERVER_ERROR,
          "HTTP " + response.status() + " from " + request.endpoint(),
          route);
    }
    if (response.isSuccess() && isPlayerEndpoint(request) && isBotWall(response.body())) {
      throw failure(UpstreamFault.BOT_WALL, "Bot check instead of " + request.endpoint(), route);
    }
    return response;
  }

  private boolean isBotWall(String body) {
    try {
      return BotWall.matches(mapper.readTree(body));
    } catch (JacksonException e) {
      return false; // not JSON: the caller reports the unexpected answer
    }
  }

  private static boolean isPlayerEndpoint(UpstreamRequest request) {
    String endpoint = request.endpoint();
    return endpoint.equals("player") || endpoint.equals("reel_item_watch");
  }

  private static boolean looksLikeHtml(String body) {
    String start = body.stripLeading();
    return start.regionMatches(true, 0, "<!doctype html", 0, 14)
        || start.regionMatches(true, 0, "<html", 0, 5);
  }

  private static UpstreamFailure failure(UpstreamFault fault, String message, String route) {
    return new UpstreamFailure(fault, message, route, null, null);
  }
}
