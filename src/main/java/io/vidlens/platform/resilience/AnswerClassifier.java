package io.vidlens.platform.resilience;

import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.transport.AnswerTrees;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.List;
import java.util.Locale;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Tells an answer from the platform apart from the platform refusing to answer: HTTP 429, the
 * "unusual traffic" captcha page, the cookie-consent page, 5xx, the player's bot wall, an empty
 * player answer and an answer about another video or channel than the one asked for (see {@link
 * AnswerIdentity}) raise an {@link UpstreamFailure}; anything else (including 4xx, which the caller
 * interprets) passes.
 */
public class AnswerClassifier {

  private final AnswerTrees trees;

  public AnswerClassifier(ObjectMapper mapper) {
    this(new AnswerTrees(mapper));
  }

  /** {@code trees}: shared with the client that reads the answers, so each is parsed once. */
  public AnswerClassifier(AnswerTrees trees) {
    this.trees = trees;
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
    if (response.isSuccess() && isChecked(request)) {
      checkAnswer(request, response.body(), route);
    }
    return response;
  }

  /**
   * Inside the breaker, so that what it counts includes them: the bot wall, an empty player answer
   * and an answer about something else than what was asked.
   */
  private void checkAnswer(UpstreamRequest request, String body, String route) {
    JsonNode answer;
    try {
      answer = trees.parse(body, request.endpoint());
    } catch (JacksonException e) {
      return; // not JSON: the caller reports the unexpected answer
    }
    if (answer == null || !answer.isObject()) {
      return;
    }
    String endpoint = request.endpoint();
    if (isPlayerEndpoint(request) && BotWall.matches(answer)) {
      throw failure(UpstreamFault.BOT_WALL, "Bot check instead of " + endpoint, route);
    }
    if (AnswerIdentity.isEmptyPlayer(request, answer)) {
      throw failure(UpstreamFault.EMPTY_ANSWER, "Empty answer from " + endpoint, route);
    }
    AnswerIdentity.mismatch(request, answer)
        .ifPresent(
            other -> {
              throw failure(
                  UpstreamFault.WRONG_ANSWER,
                  endpoint + " answered about " + other + " instead of " + asked(request),
                  route);
            });
  }

  private static boolean isChecked(UpstreamRequest request) {
    return isPlayerEndpoint(request) || AnswerIdentity.shape(request) != AnswerIdentity.Shape.OTHER;
  }

  private static String asked(UpstreamRequest request) {
    JsonNode body = request.body();
    for (JsonNode id :
        List.of(
            body.path("videoId"),
            body.path("playerRequest").path("videoId"),
            body.path("browseId"))) {
      if (id.isString()) {
        return id.stringValue();
      }
    }
    return "what was asked";
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
