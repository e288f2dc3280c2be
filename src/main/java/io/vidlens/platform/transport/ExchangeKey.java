package io.vidlens.platform.transport;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import tools.jackson.databind.JsonNode;

/**
 * What identifies a request for replay: method, URL path, and the identifying fields. In a JSON
 * body: {@code videoId} (also inside {@code playerRequest}), {@code browseId}, {@code params},
 * {@code continuation}, {@code url} and {@code context.client.clientName}. In the query of a GET:
 * {@code v}, {@code lang}, {@code tlang}, {@code kind}, {@code fmt} (caption files) and {@code
 * channel_id}, {@code user}, {@code playlist_id} (feeds, which the README's list misses: without
 * them every feed recording would answer every feed request). Hosts, cpn, visitor data, client
 * versions, signatures and headers never take part.
 */
public record ExchangeKey(String method, String path, SortedMap<String, String> fields) {

  static final List<String> BODY_FIELDS =
      List.of("videoId", "browseId", "params", "continuation", "url");
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
    } else {
      Map<String, String> query = query(request.url().getRawQuery());
      for (String name : QUERY_FIELDS) {
        String value = query.get(name);
        if (value != null) {
          fields.put(name, value);
        }
      }
    }
    String path = request.url().getRawPath() == null ? "" : request.url().getRawPath();
    return new ExchangeKey(request.method().toUpperCase(java.util.Locale.ROOT), path, fields);
  }

  private static void putText(SortedMap<String, String> fields, String name, JsonNode node) {
    if (node.isString()) {
      fields.put(name, node.stringValue());
    }
  }

  /** The first value of each query parameter, decoded. */
  private static Map<String, String> query(String rawQuery) {
    Map<String, String> values = new TreeMap<>();
    if (rawQuery == null) {
      return values;
    }
    for (String pair : rawQuery.split("&")) {
      if (pair.isEmpty()) {
        continue;
      }
      int eq = pair.indexOf('=');
      String name = decode(eq < 0 ? pair : pair.substring(0, eq));
      String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
      values.putIfAbsent(name, value);
    }
    return values;
  }

  private static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return text;
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
