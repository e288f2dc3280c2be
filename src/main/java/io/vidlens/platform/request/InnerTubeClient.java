package io.vidlens.platform.request;

import java.util.Objects;

/**
 * One InnerTube client identity: what goes into {@code context.client} and the identifying headers.
 * The platform refuses old versions (HTTP 400), so every field is configuration ({@code
 * vidlens.upstream.clients.<web|android|visionos>.*}); the defaults are those of the recordings
 * (2026). Unset fields of a configured client fall back to these defaults.
 *
 * @param name {@code context.client.clientName}
 * @param version {@code context.client.clientVersion}, and the X-YouTube-Client-Version header of
 *     WEB
 * @param nameId the X-YouTube-Client-Name header (WEB only, "1")
 * @param userAgent the User-Agent header
 */
public record InnerTubeClient(
    String name,
    String version,
    String nameId,
    String userAgent,
    String platform,
    String osName,
    String osVersion,
    String deviceMake,
    String deviceModel,
    Integer androidSdkVersion) {

  /** The desktop web client: watch pages, channel pages, comments, and player microformat. */
  public static final InnerTubeClient WEB =
      new InnerTubeClient(
          "WEB",
          "2.20260603.05.00",
          "1",
          // The web client's own requests carry a browser's agent; Java's default agent would
          // single us out. Not part of a recording's identity.
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0",
          "DESKTOP",
          null,
          null,
          null,
          null,
          null);

  /**
   * The Android app, used through reel/reel_item_watch for the full player answer. Version, agent,
   * OS and SDK as yt-dlp's {@code android} client, the newest of the extractors' (checked
   * 2026-12-06, docs/platform.md).
   */
  public static final InnerTubeClient ANDROID =
      new InnerTubeClient(
          "ANDROID",
          "21.26.364",
          null,
          "com.google.android.youtube/21.26.364 (Linux; U; Android 11) gzip",
          "MOBILE",
          "Android",
          "11",
          null,
          null,
          30);

  /**
   * The visionOS app: full videoDetails and captions from player. Version, device and OS as
   * NewPipeExtractor's (the app's 1.04 on visionOS 26.6, August 2026), agent as yt-dlp's and
   * YouTube.js's, which names neither (checked 2026-12-06, docs/platform.md).
   */
  public static final InnerTubeClient VISIONOS =
      new InnerTubeClient(
          "VISIONOS",
          "1.04",
          null,
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 15_7_3) AppleWebKit/605.1.15 (KHTML, like Gecko)"
              + " Version/26.0 Safari/605.1.15",
          "MOBILE",
          "visionOS",
          "26.6.0.23O770",
          "Apple",
          "RealityDevice17,1",
          null);

  /** This client with every unset field taken from {@code defaults}. */
  public InnerTubeClient orDefaults(InnerTubeClient defaults) {
    return new InnerTubeClient(
        pick(name, defaults.name),
        pick(version, defaults.version),
        pick(nameId, defaults.nameId),
        pick(userAgent, defaults.userAgent),
        pick(platform, defaults.platform),
        pick(osName, defaults.osName),
        pick(osVersion, defaults.osVersion),
        pick(deviceMake, defaults.deviceMake),
        pick(deviceModel, defaults.deviceModel),
        androidSdkVersion != null ? androidSdkVersion : defaults.androidSdkVersion);
  }

  /** This client speaking as version {@code version}; every other field the same. */
  public InnerTubeClient withVersion(String version) {
    return new InnerTubeClient(
        name,
        Objects.requireNonNull(version),
        nameId,
        userAgent,
        platform,
        osName,
        osVersion,
        deviceMake,
        deviceModel,
        androidSdkVersion);
  }

  public boolean isWeb() {
    return "WEB".equals(name);
  }

  private static String pick(String value, String fallback) {
    return value == null || value.isBlank() ? fallback : value;
  }
}
