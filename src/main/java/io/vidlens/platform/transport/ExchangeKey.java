package io.vidlens.platform.transport;

import io.vidlens.platform.url.UrlQuery;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/**
 * What identifies a request for replay: method, URL path, and the identifying fields. In a JSON
 * body: {@code videoId} (also inside {@code playerRequest}), {@code browseId}, {@code params},
 * {@code continuation}, {@code url}, {@code context.client.clientName} and the language of {@code
 * context.client.hl} (a recording without one: its {@code recordedWith.languageCode}; a request
 * without one, or a recording in no language, matches any: see {@link RecordingIndex#find}). In the
 * query of a GET: {@code v}, {@code lang}, {@code tlang}, {@code kind}, {@code fmt} (caption files)
 * and {@code channel_id}, {@code user}, {@code playlist_id} (feeds, which the README's list misses:
 * without them every feed recording would answer every feed request). Hosts, cpn, visitor data,
 * client versions, signatures and headers never take part.
 */
public record ExchangeKey(String method, String path, SortedMap<String, String> fields) {

  static final List<String> BODY_FIELDS =
      List.of("videoId", "browseId", "params", "continuation", "url");

  /**
   * The language of a JSON request ({@code context.client.hl}, its primary subtag): the platform's
   * texts ("3 months ago") are in it, and the parsers read English, so a recording made in another
   * language answers only requests in that language.
   */
  static final String LANGUAGE = "hl";

  static final List<String> QUERY_FIELDS =
      List.of("v", "lang", "tlang", "kind", "fmt", "channel_id", "user", "playlist_id");

  public ExchangeKey {
    fields = new TreeMap<>(fields);
  }

  public static ExchangeKey of(UpstreamRequest request) {
    SortedMap<String, String> fields = new TreeMap<>();
    JsonNode body = request.body();
    if (body != null) {
      for (String name : BODY_FIELDS) {
        putText(fields, name, body.path(name));
      }
      if (!fields.containsKey("videoId")) {
        putText(fields, "videoId", body.path("playerRequest").path("videoId"));
      }
      putText(fields, "clientName", body.path("context").path("client").path("clientName"));
      language(body.path("context").path("client").path("hl").asString(""))
          .ifPresent(l -> fields.put(LANGUAGE, l));
    } else {
      Map<String, String> query = UrlQuery.firstValues(request.url().getRawQuery());
      for (String name : QUERY_FIELDS) {
        String value = query.get(name);
        if (value != null) {
          fields.put(name, value);
        }
      }
    }
    String path = request.url().getRawPath() == null ? "" : request.url().getRawPath();
    return new ExchangeKey(request.method().toUpperCase(Locale.ROOT), path, fields);
  }

  /**
   * A recorded exchange's key: as its request's, and a JSON request that names no language ({@code
   * hl}) is in the language the exchange says it was recorded with.
   */
  public static ExchangeKey of(RecordedExchange exchange) {
    ExchangeKey key = of(exchange.request());
    if (exchange.request().body() == null || key.fields().containsKey(LANGUAGE)) {
      return key;
    }
    SortedMap<String, String> fields = new TreeMap<>(key.fields());
    language(exchange.languageCode()).ifPresent(l -> fields.put(LANGUAGE, l));
    return new ExchangeKey(key.method(), key.path(), fields);
  }

  /** The same key without its language: what a request that names none is matched on. */
  public ExchangeKey anyLanguage() {
    if (!fields.containsKey(LANGUAGE)) {
      return this;
    }
    SortedMap<String, String> rest = new TreeMap<>(fields);
    rest.remove(LANGUAGE);
    return new ExchangeKey(method, path, rest);
  }

  /**
   * What answers this key, among answers kept by their key ({@code byKey}) and by their key without
   * language ({@code byKeyWithoutLanguage}): a key with a language is answered by answers in that
   * language, else by answers that name none (hand-built ones); a key without one by answers in any
   * language. Empty when nothing answers.
   */
  public <T> List<T> answersAmong(
      Map<ExchangeKey, List<T>> byKey, Map<ExchangeKey, List<T>> byKeyWithoutLanguage) {
    if (!fields.containsKey(LANGUAGE)) {
      return byKeyWithoutLanguage.getOrDefault(this, List.of());
    }
    List<T> inLanguage = byKey.getOrDefault(this, List.of());
    return inLanguage.isEmpty() ? byKey.getOrDefault(anyLanguage(), List.of()) : inLanguage;
  }

  /** The primary language of an {@code hl} ("en" of "en-GB"), lower case; empty for none. */
  static Optional<String> language(String hl) {
    if (hl == null || hl.isBlank()) {
      return Optional.empty();
    }
    return Optional.of(hl.trim().split("[-_]", 2)[0].toLowerCase(Locale.ROOT));
  }

  private static void putText(SortedMap<String, String> fields, String name, JsonNode node) {
    if (node.isString()) {
      fields.put(name, node.stringValue());
    }
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder(method).append(' ').append(path);
    if (!fields.isEmpty()) {
      out.append(' ').append('{');
      fields.forEach((k, v) -> out.append(k).append('=').append(abbreviate(v)).append(", "));
      out.setLength(out.length() - 2);
      out.append('}');
    }
    return out.toString();
  }

  private static String abbreviate(String value) {
    return value.length() <= 40 ? value : value.substring(0, 37) + "...";
  }
}
