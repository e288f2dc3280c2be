package io.vidlens.mcp;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads what a model pastes where an ID is expected: a video's watch, shorts, live, embed or
 * youtu.be link is its video ID; a channel link stays a link (the API resolves channel links and
 * handles itself). Only links on the platform's own hosts are taken: any other host is refused
 * before any operation, so no text a model was given can make Vidlens read another site. Nothing
 * here fetches anything; it is a pure reading of the text.
 */
final class PlatformLinks {

  private static final Pattern VIDEO_ID = Pattern.compile("[A-Za-z0-9_-]{11}");
  private static final Pattern CHANNEL_ID = Pattern.compile("UC[A-Za-z0-9_-]{22}");
  private static final Set<String> PLATFORM_HOSTS =
      Set.of(
          "youtube.com",
          "www.youtube.com",
          "m.youtube.com",
          "music.youtube.com",
          "youtu.be",
          "www.youtube-nocookie.com",
          "youtube-nocookie.com");
  private static final Set<String> VIDEO_PATHS = Set.of("shorts", "live", "embed", "v", "e");

  /** The hosts, as a model is told them when a link is refused. */
  static final String HOSTS_TEXT = "youtube.com (www., m., music.), youtu.be, youtube-nocookie.com";

  private PlatformLinks() {}

  /** Whether the text is meant as a link (it has a path or a scheme), not as an ID or handle. */
  static boolean isLink(String value) {
    return value.contains("/") || value.contains("://");
  }

  /** The link as a URI when it is one on a platform host (http or https, default port). */
  static Optional<URI> platformLink(String value) {
    String text = value.strip();
    if (!text.contains("://")) {
      text = "https://" + text;
    }
    try {
      URI uri = new URI(text);
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
      boolean web = scheme.equals("https") || scheme.equals("http");
      boolean plain = uri.getRawUserInfo() == null && uri.getPort() == -1;
      return web && plain && PLATFORM_HOSTS.contains(host) ? Optional.of(uri) : Optional.empty();
    } catch (URISyntaxException e) {
      return Optional.empty();
    }
  }

  /**
   * The video ID a platform link names ({@code watch?v=}, {@code /shorts/}, {@code /live/}, {@code
   * /embed/}, {@code youtu.be/}), if it names one.
   */
  static Optional<String> videoId(URI link) {
    String path = link.getPath() == null ? "" : link.getPath();
    String[] segments = path.replaceFirst("^/", "").split("/");
    String candidate = null;
    if ("youtu.be".equalsIgnoreCase(link.getHost())) {
      candidate = segments[0];
    } else if (segments[0].equals("watch")) {
      candidate = queryValue(link.getRawQuery(), "v");
    } else if (segments.length > 1 && VIDEO_PATHS.contains(segments[0])) {
      candidate = segments[1];
    }
    return candidate != null && VIDEO_ID.matcher(candidate).matches()
        ? Optional.of(candidate)
        : Optional.empty();
  }

  /** The channel ID a {@code /channel/UC…} link holds, if it is one. */
  static Optional<String> channelId(URI link) {
    String[] segments = (link.getPath() == null ? "" : link.getPath()).split("/");
    return segments.length > 2
            && segments[1].equals("channel")
            && CHANNEL_ID.matcher(segments[2]).matches()
        ? Optional.of(segments[2])
        : Optional.empty();
  }

  private static String queryValue(String query, String name) {
    if (query == null) {
      return null;
    }
    for (String pair : query.split("&")) {
      if (pair.startsWith(name + "=")) {
        return pair.substring(name.length() + 1);
      }
    }
    return null;
  }
}
