package io.vidlens.platform.client;

import io.vidlens.model.ChannelId;
import io.vidlens.platform.BrowseTab;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Instant;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The WEB client's answers about channels and playlists: {@code browse} pages and their
 * continuations, resolved URLs, a channel's feed, and when each held answer was given.
 */
record BrowseAnswers(UpstreamAnswers answers, AnswerClock answerClock) {

  /**
   * What the relative times ("3 months ago") of an answer this client gave count back from: now, or
   * in replay mode when the exchange was recorded.
   */
  Instant readAt(JsonNode answer) {
    return answerClock.readAt(answer);
  }

  /**
   * A channel or playlist page, by browse ID and the tab's params (null for the home tab).
   *
   * @throws PlatformException.NotFound when a channel does not exist or was terminated
   */
  JsonNode browse(String browseId, String params) {
    String identity = browseId + "|" + (params == null ? "" : params);
    // A 4xx is not "does not exist": IDs are checked before they get here, so the platform
    // refusing one is its trouble (503). Only its ERROR alert is a 404.
    JsonNode page =
        answers.web(
            CacheKind.BROWSE,
            identity,
            v -> answers.requests().browse(browseId, params, v),
            answers::unexpected,
            "browse",
            body -> Availability.isMissingPage(answers.tree(body, "browse")));
    Availability.requirePage(browseId, page);
    return page;
  }

  /**
   * When the platform gave the {@link #browse} answer now held for these arguments (empty when none
   * is held): readings of counts are dated by it.
   */
  Optional<Instant> browseAnsweredAt(String browseId, String params) {
    return answers
        .cache()
        .storedAt(CacheKind.BROWSE, browseId + "|" + (params == null ? "" : params));
  }

  /** As {@link #browseAnsweredAt} for {@link #browseContinuation}. */
  Optional<Instant> continuationAnsweredAt(String token) {
    return answers.cache().storedAt(CacheKind.BROWSE_CONTINUATION, token);
  }

  /** A further page of a channel tab or playlist, or the about panel. */
  JsonNode browseContinuation(String token) {
    return answers.webByToken(
        CacheKind.BROWSE_CONTINUATION,
        token,
        v -> answers.requests().browseContinuation(token, v),
        "browse");
  }

  /** The platform's search for {@code query} under a filter's params, cached per both. */
  JsonNode search(String query, String params) {
    return answers.web(
        CacheKind.SEARCH,
        params + "|" + query,
        v -> answers.requests().search(query, params, v),
        "search");
  }

  /**
   * Resolves a channel, handle or legacy URL ({@code https://www.youtube.com/@handle}).
   *
   * @throws PlatformException.NotFound when the platform knows no such URL
   */
  JsonNode resolveUrl(String url) {
    return answers.web(
        CacheKind.RESOLVED_URL,
        url,
        v -> answers.requests().resolveUrl(url, v),
        response ->
            response.status() == 404
                ? PlatformException.channelNotFound(url, "the platform knows no such URL")
                : answers.unexpected(response),
        "resolve_url");
  }

  /**
   * A channel's RSS feed (Atom XML).
   *
   * @throws PlatformException.NotFound when the platform has no feed for the channel
   */
  String feed(ChannelId channelId) {
    return answers
        .cache()
        .get(
            CacheKind.FEED,
            channelId.value(),
            () ->
                answers.text(
                    answers.requests().feed(channelId.value()),
                    response -> feedMissing(channelId, response)));
  }

  /**
   * A feed answered 4xx. The feed host also fails for channels that exist, so only a channel page
   * that says the channel is gone makes it a 404; a page that is there makes it upstream trouble.
   */
  private RuntimeException feedMissing(ChannelId channelId, UpstreamResponse response) {
    if (response.status() != 404) {
      return answers.unexpected(response);
    }
    browse(
        channelId.value(),
        BrowseTab.VIDEOS.params()); // throws the channel's 404 when the platform agrees
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details()
            + " (the channel's feed is missing although its page is there)",
        answers.unexpectedRetryAfterSeconds());
  }
}
