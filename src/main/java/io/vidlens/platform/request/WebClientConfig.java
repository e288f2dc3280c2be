package io.vidlens.platform.request;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the web app's own configuration ({@code ytcfg.set({...})} in a page or in {@code /sw.js})
 * says of the current WEB client: its version and a visitor data. NewPipeExtractor and yt-dlp read
 * the same keys: {@code INNERTUBE_CONTEXT_CLIENT_VERSION} (the version the app puts in {@code
 * context.client}) or else {@code INNERTUBE_CLIENT_VERSION}, and {@code VISITOR_DATA}.
 *
 * @param version the WEB clientVersion, e.g. {@code 2.20261120.01.00}
 * @param visitorData the visitor data the page was served with, or empty
 */
public record WebClientConfig(String version, String visitorData) {

  // A WEB version is "2." and a date and a build: digits and dots only, so nothing else is taken.
  private static final Pattern CONTEXT_VERSION =
      Pattern.compile("\"INNERTUBE_CONTEXT_CLIENT_VERSION\"\\s*:\\s*\"(\\d+(?:\\.\\d+)+)\"");
  private static final Pattern CLIENT_VERSION =
      Pattern.compile("\"INNERTUBE_CLIENT_VERSION\"\\s*:\\s*\"(\\d+(?:\\.\\d+)+)\"");
  private static final Pattern VISITOR_DATA =
      Pattern.compile("\"VISITOR_DATA\"\\s*:\\s*\"([A-Za-z0-9_%=\\-]{8,200})\"");

  /** The configuration in a page or script; empty when it names no client version. */
  public static Optional<WebClientConfig> parse(String text) {
    if (text == null || text.isEmpty()) {
      return Optional.empty();
    }
    Optional<String> version = first(CONTEXT_VERSION, text).or(() -> first(CLIENT_VERSION, text));
    return version.map(v -> new WebClientConfig(v, first(VISITOR_DATA, text).orElse("")));
  }

  private static Optional<String> first(Pattern pattern, String text) {
    Matcher m = pattern.matcher(text);
    return m.find() ? Optional.of(m.group(1)) : Optional.empty();
  }
}
