package io.vidlens.thumbnails;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;

/**
 * Where the indexer fetches a listed video's thumbnail: the listed URL (else the platform's usual
 * one), moved to the operator's image host when one is set, through the same safe fetcher as a
 * client's image. Replay mode never touches the network: without an image host of its own (tests
 * serve one) it fetches nothing.
 */
final class PlatformThumbnails implements AutoCloseable {

  private final URI imageHost;
  private final boolean offline;
  private final SafeImageFetcher fetcher;

  PlatformThumbnails(ThumbnailProperties properties, NameResolver resolver, String replay) {
    this.imageHost = properties.getImageHost();
    this.offline = !replay.isBlank() && imageHost == null;
    ThumbnailProperties.Fetch f = properties.getFetch();
    // an operator's image host on loopback is trusted
    boolean trustLoopback = f.isAllowLoopback() || isLoopback(imageHost);
    this.fetcher =
        new SafeImageFetcher(
            new AddressPolicy(trustLoopback),
            resolver,
            f.getMaxBytes(),
            f.getTimeout(),
            f.getMaxRedirects(),
            f.getMinBytesPerSecond(),
            4); // one indexer thread fetches one image at a time
  }

  /** The thumbnail's bytes; refused in replay mode without an image host. */
  byte[] fetch(CorpusVideo v) throws ImageRejected {
    if (offline) {
      throw new ImageRejected(
          "replay mode: platform thumbnails are not fetched (set vidlens.thumbnails.image-host to serve them)");
    }
    return fetcher.fetch(imageUrl(v)).bytes();
  }

  /**
   * The thumbnail to fetch: the listed URL (else the platform's usual one), on the configured host.
   */
  String imageUrl(CorpusVideo v) {
    String url =
        v.sourceUrl() == null || v.sourceUrl().isEmpty()
            ? "https://i.ytimg.com/vi/" + v.videoId() + "/hqdefault.jpg"
            : v.sourceUrl();
    if (imageHost == null) {
      return url;
    }
    URI u = URI.create(url);
    String rest = u.getRawPath() + (u.getRawQuery() == null ? "" : "?" + u.getRawQuery());
    String base =
        imageHost.toString().endsWith("/")
            ? imageHost.toString().substring(0, imageHost.toString().length() - 1)
            : imageHost.toString();
    return base + rest;
  }

  private static boolean isLoopback(URI host) {
    if (host == null || host.getHost() == null) {
      return false;
    }
    try {
      return InetAddress.getByName(host.getHost()).isLoopbackAddress();
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public void close() throws IOException {
    fetcher.close();
  }
}
