package io.vidlens.platform.request;

import io.vidlens.platform.transport.UpstreamRequest;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;
import java.util.regex.Pattern;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Builds every request Vidlens sends to the platform, in the shapes of the recordings (URL,
 * headers, body). Visitor data is optional everywhere: when known it goes into {@code
 * context.client.visitorData} and the {@code X-Goog-Visitor-Id} header.
 */
public class InnerTubeRequests {

  /** What the web app sends as Origin and Referer, whichever host we really talk to. */
  private static final String WEB_ORIGIN = "https://www.youtube.com";

  /** reel_item_watch params that ask for the Shorts overlay (YouTube.js getShortsVideoInfo). */
  static final String REEL_OVERLAY_PARAMS = "CAUwAg%3D%3D";

  /**
   * The web player answer is filtered to what the mobile answers lack, and the video's keywords: so
   * one request gives both category and tags to callers that need nothing else of a video.
   */
  private static final String MICROFORMAT_FIELDS =
      "microformat,videoDetails.thumbnail.thumbnails,videoDetails.videoId,videoDetails.keywords";

  private static final Pattern CAPTION_FORMAT = Pattern.compile("[a-z0-9]{1,10}");

  private final UpstreamEndpoints endpoints;

  /** The configured clients: their WEB version is the fallback of the discovered one. */
  private final InnerTubeClients configured;

  // Replaced when the current WEB version is discovered (ClientVersionDiscovery); read per request.
  private volatile InnerTubeClients clients;
  private final UpstreamLocale locale;
  private final String consentCookie;
  private final RandomTokens tokens;
  private final JsonNodeFactory json = JsonNodeFactory.instance;

  public InnerTubeRequests(
      UpstreamEndpoints endpoints,
      InnerTubeClients clients,
      UpstreamLocale locale,
      String consentCookie,
      RandomTokens tokens) {
    this.endpoints = Objects.requireNonNull(endpoints);
    this.configured = Objects.requireNonNull(clients);
    this.clients = clients;
    this.locale = Objects.requireNonNull(locale);
    this.consentCookie = consentCookie;
    this.tokens = Objects.requireNonNull(tokens);
  }

  /** The language and country every request is asked in. */
  public UpstreamLocale locale() {
    return locale;
  }

  /** The clients in use now: WEB with the discovered version when one was found. */
  public InnerTubeClients clients() {
    return clients;
  }

  /** The clients as configured (or defaulted): what is used when discovery finds nothing. */
  public InnerTubeClients configuredClients() {
    return configured;
  }

  /**
   * Speaks as the WEB client of this version from now on (the version the platform's web app
   * currently sends); the other fields stay as configured.
   */
  public void useWebVersion(String version) {
    clients =
        new InnerTubeClients(
            configured.web().withVersion(version), configured.android(), configured.visionos());
  }

  // ---- the web app's configuration ----

  /**
   * GET /sw.js: the web app's service worker, which carries the app's configuration ({@code
   * ytcfg.set}) with the current WEB client version and a visitor data (see {@link
   * WebClientConfig}). Smaller than a page and the same for every visitor.
   */
  public UpstreamRequest serviceWorker() {
    Map<String, String> headers = getHeaders();
    headers.put("Referer", WEB_ORIGIN + "/");
    if (consentCookie != null && !consentCookie.isBlank()) {
      headers.put("Cookie", "SOCS=" + consentCookie);
    }
    return UpstreamRequest.get(endpoints.web("/sw.js"), headers);
  }

  // ---- visitor data ----

  /**
   * POST visitor_id: a fresh anonymous identity ({@code responseContext.visitorData}). The Android
   * app asks the API host, the others the web host, as recorded.
   */
  public UpstreamRequest visitorId(InnerTubeClient client) {
    URI url =
        "ANDROID".equals(client.name())
            ? endpoints.api("/youtubei/v1/visitor_id?prettyPrint=false")
            : endpoints.web("/youtubei/v1/visitor_id?prettyPrint=false");
    ObjectNode body = watchBody(client, null);
    return UpstreamRequest.post(url, headers(client, null), body);
  }

  // ---- player ----

  /**
   * The full player answer through the Android app's Shorts endpoint, filtered to playerResponse.
   */
  public UpstreamRequest reelItemWatchPlayer(String videoId, String visitorData) {
    InnerTubeClient client = clients.android();
    URI url =
        endpoints.api(
            "/youtubei/v1/reel/reel_item_watch?prettyPrint=false&t="
                + tokens.t()
                + "&id="
                + encode(videoId)
                + "&$fields=playerResponse");
    ObjectNode body = watchBody(client, visitorData);
    askForVideo(body.putObject("playerRequest"), videoId, tokens.cpn());
    body.put("disablePlayerResponse", false);
    return UpstreamRequest.post(url, headers(client, visitorData), body);
  }

  /** The full player answer of the visionOS app. */
  public UpstreamRequest mobilePlayer(String videoId, String visitorData) {
    InnerTubeClient client = clients.visionos();
    URI url =
        endpoints.api(
            "/youtubei/v1/player?prettyPrint=false&t=" + tokens.t() + "&id=" + encode(videoId));
    ObjectNode body = watchBody(client, visitorData);
    askForVideo(body, videoId, tokens.cpn());
    return UpstreamRequest.post(url, headers(client, visitorData), body);
  }

  /** The player request of whichever mobile client is asked for. */
  public UpstreamRequest player(PlayerClient playerClient, String videoId, String visitorData) {
    return switch (playerClient) {
      case ANDROID -> reelItemWatchPlayer(videoId, visitorData);
      case VISIONOS -> mobilePlayer(videoId, visitorData);
    };
  }

  /** The web player answer filtered to microformat (dates, category, countries, family safety). */
  public UpstreamRequest webPlayerMicroformat(String videoId, String visitorData) {
    InnerTubeClient client = clients.web();
    URI url = endpoints.web("/youtubei/v1/player?prettyPrint=false&$fields=" + MICROFORMAT_FIELDS);
    ObjectNode body = watchBody(client, visitorData);
    askForVideo(body, videoId, null);
    return UpstreamRequest.post(url, headers(client, visitorData), body);
  }

  // ---- Shorts overlay ----

  /**
   * reel_item_watch with the overlay params: the Shorts overlay (like button, channel header,
   * sound). Its current shape is not confirmed and it is not recorded.
   */
  public UpstreamRequest reelOverlay(String videoId, String visitorData) {
    InnerTubeClient client = clients.web();
    ObjectNode body = json.objectNode();
    body.set("context", pageContext(client, visitorData));
    body.putObject("playerRequest").put("videoId", videoId);
    body.put("params", REEL_OVERLAY_PARAMS);
    body.put("disablePlayerResponse", false);
    return UpstreamRequest.post(
        endpoints.web("/youtubei/v1/reel/reel_item_watch?prettyPrint=false"),
        headers(client, visitorData),
        body);
  }

  // ---- watch page and comments ----

  public UpstreamRequest next(String videoId, String visitorData) {
    ObjectNode body = pageBody(visitorData);
    askForVideo(body, videoId, null);
    return webPost("/youtubei/v1/next?prettyPrint=false", body, visitorData);
  }

  public UpstreamRequest nextContinuation(String continuation, String visitorData) {
    return webPage("next", "continuation", continuation, null, visitorData);
  }

  // ---- channels and playlists ----

  /** browse by ID, with the tab's params (e.g. the Videos tab) or none for the home tab. */
  public UpstreamRequest browse(String browseId, String params, String visitorData) {
    return webPage("browse", "browseId", browseId, params, visitorData);
  }

  public UpstreamRequest browseContinuation(String continuation, String visitorData) {
    return webPage("browse", "continuation", continuation, null, visitorData);
  }

  /** The platform's search for {@code query}, with a filter's params (channels, videos) or none. */
  public UpstreamRequest search(String query, String params, String visitorData) {
    return webPage("search", "query", query, params, visitorData);
  }

  /** Resolves a channel URL, handle URL or legacy /user/ URL to its browse endpoint. */
  public UpstreamRequest resolveUrl(String url, String visitorData) {
    return webPage("navigation/resolve_url", "url", url, null, visitorData);
  }

  // ---- plain GETs ----

  /** A channel's RSS feed: the newest uploads with exact publish times. */
  public UpstreamRequest feed(String channelId) {
    return UpstreamRequest.get(
        endpoints.web("/feeds/videos.xml?channel_id=" + encode(channelId)), getHeaders());
  }

  /**
   * A caption file, from a track's {@code baseUrl} (a timedtext URL of the platform) in the given
   * format ({@code srv3}, {@code json3}, {@code vtt}; null or blank for the default srv1 XML). The
   * URL is rebuilt on the configured web host, so no caller-given host is ever contacted.
   */
  public UpstreamRequest captionFile(String baseUrl, String format) {
    URI given;
    try {
      given = URI.create(Objects.requireNonNull(baseUrl, "baseUrl"));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("Not a caption URL: " + baseUrl, e);
    }
    String host = given.getHost() == null ? "" : given.getHost().toLowerCase(Locale.ROOT);
    boolean platformHost = host.equals("youtube.com") || host.endsWith(".youtube.com");
    if (!platformHost || !"/api/timedtext".equals(given.getRawPath())) {
      throw new IllegalArgumentException("Not a caption URL of the platform: " + baseUrl);
    }
    StringJoiner query = new StringJoiner("&");
    if (given.getRawQuery() != null) {
      for (String pair : given.getRawQuery().split("&")) {
        if (!pair.isEmpty() && !pair.startsWith("fmt=")) {
          query.add(pair);
        }
      }
    }
    if (format != null && !format.isBlank()) {
      if (!CAPTION_FORMAT.matcher(format).matches()) {
        throw new IllegalArgumentException("Not a caption format: " + format);
      }
      query.add("fmt=" + format);
    }
    return UpstreamRequest.get(endpoints.web("/api/timedtext?" + query), getHeaders());
  }

  // ---- shapes ----

  private UpstreamRequest webPost(String pathAndQuery, ObjectNode body, String visitorData) {
    return UpstreamRequest.post(
        endpoints.web(pathAndQuery), headers(clients.web(), visitorData), body);
  }

  /**
   * A WEB page request to {@code /youtubei/v1/<endpoint>} whose body names what it asks for ({@code
   * name}: {@code value}), with a tab's or filter's {@code params} where given.
   */
  private UpstreamRequest webPage(
      String endpoint, String name, String value, String params, String visitorData) {
    ObjectNode body = pageBody(visitorData);
    body.put(name, value);
    putIfPresent(body, "params", params);
    return webPost("/youtubei/v1/" + endpoint + "?prettyPrint=false", body, visitorData);
  }

  private ObjectNode pageBody(String visitorData) {
    ObjectNode body = json.objectNode();
    body.set("context", pageContext(clients.web(), visitorData));
    return body;
  }

  private ObjectNode watchBody(InnerTubeClient client, String visitorData) {
    ObjectNode body = json.objectNode();
    body.set("context", watchContext(client, visitorData));
    return body;
  }

  /**
   * Asks {@code request} for {@code videoId} with consent to sensitive content, as the apps do;
   * with the playback nonce {@code cpn} where the client sends one (null: none).
   */
  private static void askForVideo(ObjectNode request, String videoId, String cpn) {
    request.put("videoId", videoId);
    if (cpn != null) {
      request.put("cpn", cpn);
    }
    request.put("contentCheckOk", true);
    request.put("racyCheckOk", true);
  }

  /** The context the web app sends from a page (next, browse, resolve_url). */
  private ObjectNode pageContext(InnerTubeClient client, String visitorData) {
    ObjectNode context = json.objectNode();
    ObjectNode c = context.putObject("client");
    c.put("hl", locale.hl());
    c.put("gl", locale.gl());
    c.put("clientName", client.name());
    c.put("clientVersion", client.version());
    c.put("originalUrl", WEB_ORIGIN);
    c.put("platform", client.platform());
    putIfPresent(c, "visitorData", visitorData);
    c.put("utcOffsetMinutes", 0);
    commonContext(context);
    return context;
  }

  /** The context the apps send for a watch screen (player, visitor_id). */
  private ObjectNode watchContext(InnerTubeClient client, String visitorData) {
    ObjectNode context = json.objectNode();
    ObjectNode c = context.putObject("client");
    c.put("clientName", client.name());
    c.put("clientVersion", client.version());
    c.put("clientScreen", "WATCH");
    c.put("platform", client.platform());
    putIfPresent(c, "visitorData", visitorData);
    putIfPresent(c, "deviceMake", client.deviceMake());
    putIfPresent(c, "deviceModel", client.deviceModel());
    putIfPresent(c, "osName", client.osName());
    putIfPresent(c, "osVersion", client.osVersion());
    if (client.androidSdkVersion() != null) {
      c.put("androidSdkVersion", client.androidSdkVersion());
    }
    c.put("hl", locale.hl());
    c.put("gl", locale.gl());
    c.put("utcOffsetMinutes", 0);
    commonContext(context);
    return context;
  }

  private void commonContext(ObjectNode context) {
    ObjectNode request = context.putObject("request");
    request.putArray("internalExperimentFlags");
    request.put("useSsl", true);
    context.putObject("user").put("lockedSafetyMode", false);
  }

  private Map<String, String> headers(InnerTubeClient client, String visitorData) {
    Map<String, String> headers = new LinkedHashMap<>();
    if (client.isWeb()) {
      headers.put("Referer", WEB_ORIGIN);
      headers.put("Origin", WEB_ORIGIN);
      if (consentCookie != null && !consentCookie.isBlank()) {
        headers.put("Cookie", "SOCS=" + consentCookie);
      }
      headers.put("X-YouTube-Client-Version", client.version());
      if (client.nameId() != null) {
        headers.put("X-YouTube-Client-Name", client.nameId());
      }
      if (client.userAgent() != null) {
        headers.put("User-Agent", client.userAgent());
      }
    } else {
      headers.put("User-Agent", client.userAgent());
      headers.put("X-Goog-Api-Format-Version", "2");
    }
    if (visitorData != null && !visitorData.isBlank()) {
      headers.put("X-Goog-Visitor-Id", visitorData);
    }
    headers.put("Content-Type", "application/json");
    headers.put("Accept-Language", locale.acceptLanguage());
    return headers;
  }

  private Map<String, String> getHeaders() {
    Map<String, String> headers = new LinkedHashMap<>();
    InnerTubeClient web = clients.web();
    if (web.userAgent() != null) {
      headers.put("User-Agent", web.userAgent());
    }
    headers.put("Accept-Language", locale.acceptLanguage());
    return headers;
  }

  private static void putIfPresent(ObjectNode node, String name, String value) {
    if (value != null && !value.isBlank()) {
      node.put(name, value);
    }
  }

  private static String encode(String value) {
    return URLEncoder.encode(Objects.requireNonNull(value), StandardCharsets.UTF_8);
  }
}
