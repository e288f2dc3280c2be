package io.vidlens.testing;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.Playlists;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.UnknownItems;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.ChannelSource;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.resilience.UpstreamFault;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The platform of the unit tests: every answer hand-written in the test (never copied from the
 * recordings), nothing on the network. It has the two faces the code under test reads:
 *
 * <ul>
 *   <li>as a {@link ChannelSource}, the channel and playlist trees {@link ChannelReads} parses,
 *       keyed by request ({@link #browse}, {@link #continuation}, {@link #resolve}); an unknown
 *       request is a 503 (NO_RECORDING) naming it, like the replay transport;
 *   <li>as a {@link PlatformTransport} under a real {@link PlatformClient} ({@link #client()}),
 *       bodies by endpoint ({@code reel_item_watch} = the mobile player, {@code player} = the WEB
 *       microformat, {@code next}, {@code timedtext}); an unknown endpoint answers 404.
 * </ul>
 *
 * Every request is kept, in order: {@link #asked()} for the first face, {@link #requests()} for the
 * second. Whole-server tests read constructed answers through the replay transport instead ({@link
 * ConstructedWorld}), HTTP-transport tests a bare socket ({@link StubServer}).
 */
public final class FakePlatform implements ChannelSource, PlatformTransport {

  public static final JsonMapper JSON = JsonMapper.builder().build();

  private final Map<String, Supplier<JsonNode>> trees = new HashMap<>();
  private final Map<String, Function<UpstreamRequest, String>> bodies = new HashMap<>();
  private final List<String> asked = Collections.synchronizedList(new ArrayList<>());
  private final List<UpstreamRequest> requests = Collections.synchronizedList(new ArrayList<>());

  /**
   * When every answer was given (the history of counts dates its readings by it); null: unknown.
   */
  private volatile Instant answeredAt;

  /** Single quotes for readability. */
  public static JsonNode json(String text) {
    return JSON.readTree(text.replace('\'', '"'));
  }

  // ---- the channel trees (ChannelSource)

  /** The catalog's channel reads over this platform, as the application wires them. */
  public Channels channels() {
    return channels(new UnknownItems(new SimpleMeterRegistry()));
  }

  /** As {@link #channels()}, reporting skipped list entries to {@code unknown}. */
  public Channels channels(UnknownItems unknown) {
    ReadPolicy policy = new ReadPolicy(10);
    ChannelReads reads = new ChannelReads(this);
    return new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown);
  }

  public FakePlatform browse(String browseId, String params, JsonNode answer) {
    trees.put("browse " + browseId + "|" + params, () -> answer);
    return this;
  }

  public FakePlatform browseFails(String browseId, String params, RuntimeException failure) {
    trees.put("browse " + browseId + "|" + params, failing(failure));
    return this;
  }

  public FakePlatform continuation(String token, JsonNode answer) {
    trees.put("continuation " + token, () -> answer);
    return this;
  }

  public FakePlatform continuationFails(String token, RuntimeException failure) {
    trees.put("continuation " + token, failing(failure));
    return this;
  }

  public FakePlatform resolve(String url, JsonNode answer) {
    trees.put("resolve " + url, () -> answer);
    return this;
  }

  public FakePlatform unknownUrl(String url) {
    trees.put(
        "resolve " + url,
        failing(PlatformException.channelNotFound(url, "the platform knows no such URL")));
    return this;
  }

  /** Dates every channel answer from now on; null: when they were given is not known. */
  public FakePlatform answeredAt(Instant at) {
    this.answeredAt = at;
    return this;
  }

  /** The channel requests asked so far ("browse ID|params", "continuation T", "resolve URL"). */
  public List<String> asked() {
    return asked;
  }

  @Override
  public JsonNode browse(String browseId, String params) {
    return tree("browse " + browseId + "|" + params);
  }

  @Override
  public Optional<Instant> browseAnsweredAt(String browseId, String params) {
    return Optional.ofNullable(answeredAt);
  }

  @Override
  public Optional<Instant> continuationAnsweredAt(String token) {
    return Optional.ofNullable(answeredAt);
  }

  @Override
  public JsonNode continuation(String token) {
    return tree("continuation " + token);
  }

  @Override
  public JsonNode resolveUrl(String url) {
    return tree("resolve " + url);
  }

  @Override
  public String feed(String channelId) {
    asked.add("feed " + channelId);
    throw new PlatformException.Unavailable(
        UpstreamFault.NO_RECORDING, "no answer for feed " + channelId, 10);
  }

  private JsonNode tree(String request) {
    asked.add(request);
    Supplier<JsonNode> answer = trees.get(request);
    if (answer == null) {
      throw new PlatformException.Unavailable(
          UpstreamFault.NO_RECORDING, "no answer for " + request, 10);
    }
    return answer.get();
  }

  private static Supplier<JsonNode> failing(RuntimeException failure) {
    return () -> {
      throw failure;
    };
  }

  // ---- the wire (PlatformTransport under a real client)

  public FakePlatform answer(String endpoint, String body) {
    bodies.put(endpoint, request -> body);
    return this;
  }

  public FakePlatform answer(String endpoint, Function<UpstreamRequest, String> body) {
    bodies.put(endpoint, body);
    return this;
  }

  /** The requests the client sent so far, visitor_id included. */
  public List<UpstreamRequest> requests() {
    return requests;
  }

  /** A real platform client (ANDROID player only, no cache, 1 ms retries) over this platform. */
  public PlatformClient client() {
    return TestPlatform.client(this, Clock.systemUTC(), List.of(PlayerClient.ANDROID));
  }

  /**
   * This platform on a socket (127.0.0.1, an ephemeral port), for a whole server in live mode: its
   * web and API base URLs point there and its own HTTP transport sends the requests. The caller
   * closes it.
   */
  public StubServer serve() {
    return new StubServer(
        exchange -> {
          String body = new String(exchange.getRequestBody().readAllBytes(), UTF_8);
          URI url = URI.create("http://127.0.0.1" + exchange.getRequestURI());
          UpstreamResponse answer =
              send(
                  new UpstreamRequest(
                      exchange.getRequestMethod(),
                      url,
                      Map.of(),
                      body.isBlank() ? null : JSON.readTree(body)));
          StubServer.answer(
              exchange, answer.status(), answer.contentType(), answer.body().getBytes(UTF_8));
        });
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    requests.add(request);
    if (request.endpoint().equals("visitor_id")) {
      return new UpstreamResponse(
          200, "application/json", "{\"responseContext\": {\"visitorData\": \"CgtWSVNJVE9S\"}}");
    }
    Function<UpstreamRequest, String> body = bodies.get(request.endpoint());
    return body == null
        ? new UpstreamResponse(404, "application/json", "{}")
        : ok(request.endpoint(), body.apply(request));
  }

  /** A caption file is XML (srv3) unless it is json3; everything else is JSON. */
  private static UpstreamResponse ok(String endpoint, String body) {
    boolean xml = endpoint.equals("timedtext") && !body.startsWith("{");
    return new UpstreamResponse(200, xml ? "text/xml" : "application/json", body);
  }

  /** A mobile player answer (as reel_item_watch wraps it) with the given caption tracks JSON. */
  public static String player(String videoId, String captionTracks, String extraCaptions) {
    return ("{'playerResponse': {'playabilityStatus': {'status': 'OK', 'playableInEmbed': true},"
            + " 'videoDetails': {'videoId': '%s', 'title': 'A title', 'lengthSeconds': '61', 'channelId': 'UC0123456789012345678901',"
            + "   'author': 'A channel', 'shortDescription': 'About it', 'viewCount': '1234', 'allowRatings': true, 'isLiveContent': false,"
            + "   'thumbnail': {'thumbnails': [{'url': 'https://i.ytimg.com/vi/%s/default.jpg', 'width': 120, 'height': 90}]}},"
            + " 'captions': {'playerCaptionsTracklistRenderer': {'captionTracks': [%s]%s}}}}")
        .formatted(videoId, videoId, captionTracks, extraCaptions)
        .replace('\'', '"');
  }

  /** One caption track of a player answer, its URL signed as the platform signs them. */
  public static String track(
      String videoId, String lang, String kind, String name, String extraQuery) {
    String url =
        "https://www.youtube.com/api/timedtext?v="
            + videoId
            + "&expire=1780891006&sparams=ip,expire,v&signature=S"
            + (kind.isEmpty() ? "" : "&kind=" + kind)
            + "&lang="
            + lang
            + extraQuery
            + "&fmt=srv3";
    return ("{'baseUrl': '%s', 'languageCode': '%s', %s 'vssId': '%s.%s', 'isTranslatable': true, 'name': {'runs': [{'text': '%s'}]}}")
        .formatted(
            url,
            lang,
            kind.isEmpty() ? "" : "'kind': '" + kind + "',",
            kind.isEmpty() ? "" : "a",
            lang,
            name);
  }
}
