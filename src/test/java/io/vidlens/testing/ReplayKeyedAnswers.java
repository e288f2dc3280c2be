package io.vidlens.testing;

import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.RecordingIndex;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Constructed exchanges kept by {@link ExchangeKey} and matched by the replay's own rule ({@link
 * ExchangeKey#answersAmong}, as {@link RecordingIndex#find} matches recordings), so that a
 * constructed answer answers exactly the requests a recording of it would. Where two answer one
 * request, the first added wins, as the first file did.
 */
final class ReplayKeyedAnswers {

  private final Map<ExchangeKey, List<UpstreamResponse>> byKey = new ConcurrentHashMap<>();
  private final Map<ExchangeKey, List<UpstreamResponse>> anyLanguage = new ConcurrentHashMap<>();

  void add(RecordedExchange exchange) {
    ExchangeKey key = ExchangeKey.of(exchange);
    byKey.computeIfAbsent(key, k -> new CopyOnWriteArrayList<>()).add(exchange.response());
    anyLanguage
        .computeIfAbsent(key.anyLanguage(), k -> new CopyOnWriteArrayList<>())
        .add(exchange.response());
  }

  /** The answer to this request, or null when none matches. */
  UpstreamResponse find(UpstreamRequest request) {
    List<UpstreamResponse> answers = ExchangeKey.of(request).answersAmong(byKey, anyLanguage);
    UpstreamResponse answer = answers.isEmpty() ? null : answers.get(0);
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
