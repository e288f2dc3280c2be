package io.vidlens.testing;

import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.RecordingIndex;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Constructed exchanges kept by {@link ExchangeKey} and matched as {@link RecordingIndex#find}
 * matches recordings, so that a constructed answer answers exactly the requests a recording of it
 * would: a request in a language by an answer in that language, else by one naming none; a request
 * in none by an answer in any. Where two answer one request, the first added wins, as the first
 * file did.
 */
final class ReplayKeyedAnswers {

  /** {@code ExchangeKey.LANGUAGE}, which the transport package keeps to itself. */
  private static final String LANGUAGE = "hl";

  private final Map<ExchangeKey, UpstreamResponse> byKey = new ConcurrentHashMap<>();
  private final Map<ExchangeKey, UpstreamResponse> anyLanguage = new ConcurrentHashMap<>();

  void add(RecordedExchange exchange) {
    ExchangeKey key = ExchangeKey.of(exchange);
    byKey.putIfAbsent(key, exchange.response());
    anyLanguage.putIfAbsent(key.anyLanguage(), exchange.response());
  }

  /** The answer to this request, or null when none matches. */
  UpstreamResponse find(UpstreamRequest request) {
    ExchangeKey key = ExchangeKey.of(request);
    UpstreamResponse answer;
    if (!key.fields().containsKey(LANGUAGE)) {
      answer = anyLanguage.get(key);
    } else {
      UpstreamResponse inLanguage = byKey.get(key);
      answer = inLanguage != null ? inLanguage : byKey.get(key.anyLanguage());
    }
    // A new body per answer, as the replay gives: caches keyed by a body's identity must not take
    // a second answer for one they already hold.
    return answer == null
        ? null
        : new UpstreamResponse(
            answer.status(), answer.contentType(), new String(answer.body()), answer.route());
  }

  boolean isEmpty() {
    return byKey.isEmpty();
  }
}
