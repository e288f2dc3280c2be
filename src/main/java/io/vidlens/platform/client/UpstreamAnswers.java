package io.vidlens.platform.client;

import io.vidlens.platform.PlatformException;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.Retention;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.resilience.VisitorSession;
import io.vidlens.platform.transport.AnswerTrees;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * How every reader of the client asks the platform: through the resilient transport with the
 * client's visitor data, an answer kept in the upstream cache, a 4xx mapped by the caller, the body
 * checked to be JSON and parsed once per body. The readers ({@link PlayerAnswers}, {@link
 * WatchPageAnswers}, {@link BrowseAnswers}, {@link CaptionFiles}) share one.
 *
 * @param unexpectedRetryAfterSeconds the retry-after of upstream trouble the client itself finds in
 *     an answer
 */
record UpstreamAnswers(
    PlatformTransport transport,
    InnerTubeRequests requests,
    VisitorSession visitors,
    UpstreamCache cache,
    AnswerTrees trees,
    long unexpectedRetryAfterSeconds,
    WebVersionRenewal webVersions) {

  /** The same for the WEB client: asked once more with fresh visitor data. */
  private static final Set<UpstreamFault> FRESH_VISITOR =
      Set.of(
          UpstreamFault.BOT_WALL,
          UpstreamFault.EMPTY_ANSWER,
          UpstreamFault.WRONG_ANSWER,
          UpstreamFault.CONSENT);

  /**
   * Runs a WEB request; when the platform doubts the requester (bot wall, empty or wrong answer,
   * consent page), forgets the WEB visitor data and asks once more with fresh data. Throttling
   * forgets it too but is not retried at once: it is the address that is throttled.
   */
  String withFreshVisitorOnce(Supplier<String> fetch) {
    try {
      return fetch.get();
    } catch (PlatformException.Unavailable e) {
      if (e.fault() == UpstreamFault.THROTTLED) {
        visitors.forget(requests.clients().web());
      }
      if (!FRESH_VISITOR.contains(e.fault())) {
        throw e;
      }
      visitors.forget(requests.clients().web());
      return fetch.get();
    }
  }

  /** As below, a 4xx being {@link #unexpected}. */
  JsonNode web(
      CacheKind kind, String key, Function<String, UpstreamRequest> request, String endpoint) {
    return web(kind, key, request, this::unexpected, endpoint);
  }

  /**
   * A WEB client's answer of {@code kind} for {@code key}, from the cache or fetched with the
   * current visitor data, as a tree. A refused client version (HTTP 400) is renewed once ({@link
   * #fetchWebRenewing}).
   */
  JsonNode web(
      CacheKind kind,
      String key,
      Function<String, UpstreamRequest> request,
      Function<UpstreamResponse, RuntimeException> onClientError,
      String endpoint) {
    return web(kind, key, request, onClientError, endpoint, body -> false);
  }

  /** As above; {@code notFound} tells a definitive absence, kept only for the not-found TTL. */
  JsonNode web(
      CacheKind kind,
      String key,
      Function<String, UpstreamRequest> request,
      Function<UpstreamResponse, RuntimeException> onClientError,
      String endpoint,
      Predicate<String> notFound) {
    return cachedWeb(
        kind,
        key,
        () -> fetchWebRenewing(() -> request.apply(webVisitor()), onClientError),
        body -> notFound.test(body) ? Retention.NOT_FOUND : Retention.KEEP,
        endpoint);
  }

  /**
   * A WEB answer to a continuation token, from the cache or fetched: HTTP 400 is the token's fault
   * ({@link #invalidToken}), so no client version is renewed for it; a stale version is found by
   * the browse and next requests that come before any token.
   */
  JsonNode webByToken(
      CacheKind kind, String key, Function<String, UpstreamRequest> request, String endpoint) {
    return webByToken(kind, key, request, endpoint, body -> Retention.KEEP);
  }

  /** As above; {@code retention} judges whether a body is kept. */
  JsonNode webByToken(
      CacheKind kind,
      String key,
      Function<String, UpstreamRequest> request,
      String endpoint,
      Function<String, Retention> retention) {
    return cachedWeb(
        kind,
        key,
        () -> fetchWeb(request.apply(webVisitor()), UpstreamAnswers::invalidToken),
        retention,
        endpoint);
  }

  /** A WEB answer from the cache, else fetched (with a fresh visitor once), as a tree. */
  private JsonNode cachedWeb(
      CacheKind kind,
      String key,
      Supplier<String> fetch,
      Function<String, Retention> retention,
      String endpoint) {
    return tree(cache.get(kind, key, () -> withFreshVisitorOnce(fetch), retention), endpoint);
  }

  String webVisitor() {
    return visitors.current(requests.clients().web()).orElse(null);
  }

  String fetchWeb(
      UpstreamRequest request, Function<UpstreamResponse, RuntimeException> onClientError) {
    return fetchJson(requests.clients().web(), request, onClientError);
  }

  /**
   * Sends a WEB request built by {@code request} (built again for a second try, so that it speaks
   * as the version then in use). HTTP 400 to a request the caller's input cannot have spoiled (IDs
   * are checked before they get here) is the platform refusing the WEB client version: the version
   * is read again ({@link WebVersionRenewal}) and, when another one is in use, the request is sent
   * once more. A second 400 goes to {@code onClientError} as any 4xx.
   */
  String fetchWebRenewing(
      Supplier<UpstreamRequest> request,
      Function<UpstreamResponse, RuntimeException> onClientError) {
    InnerTubeClient web = requests.clients().web();
    UpstreamRequest first = request.get();
    UpstreamResponse response = transport.send(first);
    if (response.status() == 400 && webVersions.renewed(web.version())) {
      web = requests.clients().web();
      response = transport.send(request.get());
    }
    return accepted(web, first.endpoint(), response, onClientError);
  }

  /**
   * Sends, maps a 4xx through {@code onClientError}, checks the body is JSON, keeps its visitor
   * data.
   */
  String fetchJson(
      InnerTubeClient client,
      UpstreamRequest request,
      Function<UpstreamResponse, RuntimeException> onClientError) {
    return accepted(client, request.endpoint(), transport.send(request), onClientError);
  }

  private String accepted(
      InnerTubeClient client,
      String endpoint,
      UpstreamResponse response,
      Function<UpstreamResponse, RuntimeException> onClientError) {
    if (!response.isSuccess()) {
      throw response.status() >= 400 && response.status() < 500
          ? onClientError.apply(response)
          : unexpected(response);
    }
    visitors.remember(client, tree(response.body(), endpoint));
    return response.body();
  }

  String text(UpstreamRequest request, Function<UpstreamResponse, RuntimeException> onClientError) {
    UpstreamResponse response = transport.send(request);
    if (!response.isSuccess()) {
      throw response.status() >= 400 && response.status() < 500
          ? onClientError.apply(response)
          : unexpected(response);
    }
    return response.body();
  }

  /**
   * The tree of an answer body, parsed once per body instance ({@link AnswerTrees}): a hot answer
   * of the memory cache is parsed once, not per request.
   */
  JsonNode tree(String body, String endpoint) {
    try {
      JsonNode tree = trees.parse(body, endpoint);
      if (tree == null || !tree.isObject()) {
        throw new PlatformException.Unavailable(
            UpstreamFault.UNEXPECTED_ANSWER,
            UpstreamFault.UNEXPECTED_ANSWER.details(),
            unexpectedRetryAfterSeconds);
      }
      return tree;
    } catch (JacksonException e) {
      throw new PlatformException.Unavailable(
          UpstreamFault.UNEXPECTED_ANSWER,
          UpstreamFault.UNEXPECTED_ANSWER.details() + " (" + endpoint + " did not answer JSON)",
          unexpectedRetryAfterSeconds);
    }
  }

  RuntimeException unexpected(UpstreamResponse response) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " (HTTP " + response.status() + ")",
        unexpectedRetryAfterSeconds);
  }

  static RuntimeException invalidToken(UpstreamResponse response) {
    return new PlatformException.InvalidContinuation();
  }

  /** Upstream trouble described by a sentence of ours. */
  PlatformException.Unavailable unexpected(String details) {
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        UpstreamFault.UNEXPECTED_ANSWER.details() + " " + details,
        unexpectedRetryAfterSeconds);
  }
}
