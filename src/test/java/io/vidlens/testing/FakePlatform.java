package io.vidlens.testing;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.internal.Playlists;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformClient;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.cache.CacheKind;
import io.vidlens.platform.cache.CacheStore;
import io.vidlens.platform.cache.UpstreamCache;
import io.vidlens.platform.client.InnerTubeChannelReads;
import io.vidlens.platform.client.InnerTubePlatformClient;
import io.vidlens.platform.request.PlayerClient;
import io.vidlens.platform.transport.ExchangeKey;
import io.vidlens.platform.transport.NoRecordingException;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.platform.transport.ReplayTransport;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one fake platform of the tests: nothing on the network, no answer copied from the recordings.
 * It is a {@link PlatformTransport}, so the real {@link PlatformClient} and the whole server send
 * their requests to it and parse its bodies as they parse the platform's. It answers in two ways:
 *
 * <ul>
 *   <li>Hand-written answers, for unit tests: the real client ({@link #client()}) and {@link
 *       ChannelReads} ({@link #channels()}, {@link #reads()}) over it. They are kept by request:
 *       {@code "browse ID|params"}, {@code "continuation T"}, {@code "resolve URL"} for the channel
 *       pages ({@link #browse}, {@link #continuation}, {@link #resolve}), and by endpoint for the
 *       rest ({@link #answer}: {@code reel_item_watch} = the mobile player, {@code player} = the
 *       WEB microformat, {@code next}, {@code timedtext}). An unknown channel request is a 503
 *       (NO_RECORDING) naming it, like the replay transport; another unknown request answers 404.
 *   <li>Answer sets of constructed exchanges ({@link ConstructedWorld#exchanges()}, {@link
 *       ConstructedAnswers}, {@link SecondWaveShapes}, ...), for whole-server tests ({@link
 *       #answering}): each request is answered by the first exchange the replay transport would
 *       have matched to it ({@link ReplayKeyedAnswers}), in memory, no file written; any other
 *       request by what follows ({@link #otherwise}): a 503 (NO_RECORDING), or the recordings.
 * </ul>
 *
 * <p>A whole-server test puts the platform in place of the server's transport bean, so the
 * metering, pacing, retries and breakers still wrap it: {@code @TestBean(name = TRANSPORT_BEAN)}
 * with {@code vidlens.upstream.replay} = {@link #REPLAY_MODE}, for constructed answers alone;
 * {@link #answeringBefore} (a bean post-processor) in front of the replay of the recordings ({@link
 * ReplayServerTest}); {@link #asServersTransport()} for a server started by hand.
 *
 * <p>Every request is kept, in order: {@link #asked()} names the channel requests, {@link
 * #requests()} holds them all, visitor_id included. HTTP-transport tests use a bare socket ({@link
 * StubServer}) or {@link #serve()}.
 */
public final class FakePlatform implements PlatformTransport {

  public static final JsonMapper JSON = JsonMapper.builder().build();

  /** The channel reads are never cached here: each read asks, as the tests count. */
  private static final Map<CacheKind, Duration> UNCACHED_CHANNELS =
      Map.of(
          CacheKind.BROWSE, Duration.ZERO,
          CacheKind.BROWSE_CONTINUATION, Duration.ZERO,
          CacheKind.RESOLVED_URL, Duration.ZERO,
          CacheKind.FEED, Duration.ZERO);

  /**
   * The value of {@code vidlens.upstream.replay} for a server whose transport is a fake platform:
   * replay mode (answers dated by their own time, no client version read, unpaced), while no folder
   * is read, the transport that would read them being this platform.
   */
  public static final String REPLAY_MODE = "answered-by-the-fake-platform";

  /** The server's transport bean, which a whole-server test puts this platform in place of. */
  public static final String TRANSPORT_BEAN = "platformTransport";

  private final Map<String, Function<UpstreamRequest, String>> bodies = new HashMap<>();
  private final ReplayKeyedAnswers constructed = new ReplayKeyedAnswers();

  /** What answers the requests no constructed answer matches; null: the hand-written answers. */
  private volatile PlatformTransport otherwise;

  private final List<String> asked = Collections.synchronizedList(new ArrayList<>());
  private final List<UpstreamRequest> requests = Collections.synchronizedList(new ArrayList<>());

  /** When the answers are given: the client dates what it reads by it. */
  private volatile Clock clock = Clock.systemUTC();

  private final Clock answerClock =
      new Clock() {
        @Override
        public java.time.ZoneId getZone() {
          return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
          return this;
        }

        @Override
        public Instant instant() {
          return clock.instant();
        }
      };

  /** Single quotes for readability. */
  public static JsonNode json(String text) {
    return JSON.readTree(text.replace('\'', '"'));
  }

  // ---- the channel pages

  /** The catalog's channel reads over this platform, as the application wires them. */
  public Channels channels() {
    return channels(new UnknownItems(new SimpleMeterRegistry()));
  }

  /** As {@link #channels()}, reporting skipped list entries to {@code unknown}. */
  public Channels channels(UnknownItems unknown) {
    ReadPolicy policy = new ReadPolicy(10);
    ChannelReads reads = reads();
    return new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown);
  }

  /** The platform's typed channel reads over a real client sending to this platform. */
  public ChannelReads reads() {
    return new InnerTubeChannelReads(channelClient());
  }

  /** A real client (ANDROID player) whose channel reads are never cached. */
  public InnerTubePlatformClient channelClient() {
    return TestPlatform.client(
        this,
        answerClock,
        List.of(PlayerClient.ANDROID),
        new UpstreamCache(CacheStore.none(), answerClock, UNCACHED_CHANNELS, 64L << 20));
  }

  public FakePlatform browse(String browseId, String params, JsonNode answer) {
    return answer(browseKey(browseId, params), answer);
  }

  public FakePlatform browseFails(String browseId, String params, RuntimeException failure) {
    return fails(browseKey(browseId, params), failure);
  }

  public FakePlatform continuation(String token, JsonNode answer) {
    return answer("continuation " + token, answer);
  }

  public FakePlatform continuationFails(String token, RuntimeException failure) {
    return fails("continuation " + token, failure);
  }

  public FakePlatform resolve(String url, JsonNode answer) {
    return answer("resolve " + url, answer);
  }

  /** The platform's answer to a URL it does not know: 404. */
  public FakePlatform unknownUrl(String url) {
    return fails(
        "resolve " + url, PlatformException.channelNotFound(url, "the platform knows no such URL"));
  }

  /** Dates every answer from now on (the history of counts dates its readings by it). */
  public FakePlatform answeredAt(Instant at) {
    this.clock = Clock.fixed(at, ZoneOffset.UTC);
    return this;
  }

  /** The channel requests asked so far ("browse ID|params", "continuation T", "resolve URL"). */
  public List<String> asked() {
    return asked;
  }

  private FakePlatform answer(String request, JsonNode answer) {
    String body = answer.toString();
    bodies.put(request, r -> body);
    return this;
  }

  private FakePlatform fails(String request, RuntimeException failure) {
    bodies.put(
        request,
        r -> {
          throw failure;
        });
    return this;
  }

  private static String browseKey(String browseId, String params) {
    return "browse " + browseId + "|" + (params == null || params.isBlank() ? null : params);
  }

  /** The channel request a request is, as answers are kept; null for any other. */
  private static String channelRequest(UpstreamRequest request) {
    JsonNode body = request.body();
    return switch (request.endpoint()) {
      case "browse" ->
          body.has("continuation")
              ? "continuation " + body.path("continuation").asString()
              : browseKey(body.path("browseId").asString(), body.path("params").asString(null));
      case "resolve_url" -> "resolve " + body.path("url").asString();
      case "feed" -> "feed " + ExchangeKey.of(request).fields().get("channel_id");
      default -> null;
    };
  }

  // ---- constructed answer sets (ConstructedWorld and the like)

  /**
   * A platform answering these sets of constructed exchanges, each request by the first exchange
   * the replay transport would have matched to it; any other request is a 503 (NO_RECORDING), as in
   * replay over them alone.
   */
  @SafeVarargs
  public static FakePlatform answering(List<RecordedExchange>... sets) {
    FakePlatform platform = new FakePlatform();
    for (List<RecordedExchange> set : sets) {
      set.forEach(platform.constructed::add);
    }
    return platform.otherwise(
        request -> {
          throw new NoRecordingException(ExchangeKey.of(request), "the constructed answers");
        });
  }

  /** The same, then the shared recordings (through the production replay transport). */
  @SafeVarargs
  public static FakePlatform answeringBeforeRecordings(List<RecordedExchange>... sets) {
    PlatformTransport recordings =
        ReplayTransport.over(List.of(Recordings.root()), new RecordingFormat(JSON));
    return answering(sets).otherwise(recordings);
  }

  /** What answers the requests no constructed exchange matches. */
  public FakePlatform otherwise(PlatformTransport fallback) {
    this.otherwise = fallback;
    return this;
  }

  /**
   * These sets of constructed exchanges before the server's own transport (replay of the
   * recordings, with its injected faults if any): a bean post-processor for a test configuration.
   */
  @SafeVarargs
  public static BeanPostProcessor answeringBefore(List<RecordedExchange>... sets) {
    return new BeanPostProcessor() {
      @Override
      public Object postProcessAfterInitialization(Object bean, String name) {
        return name.equals(TRANSPORT_BEAN)
            ? answering(sets).otherwise((PlatformTransport) bean)
            : bean;
      }
    };
  }

  /**
   * For a server started by hand ({@code SpringApplicationBuilder}): this platform as its transport
   * bean, as {@code @TestBean(name = "platformTransport")} puts it in a Spring test. The metering,
   * retries and breakers still wrap it.
   */
  public ApplicationContextInitializer<ConfigurableApplicationContext> asServersTransport() {
    return asServersTransport(this);
  }

  /**
   * As {@link #asServersTransport()}, for a transport that answers through fake platforms of its
   * own (a world that changes as the service's clock moves).
   */
  public static ApplicationContextInitializer<ConfigurableApplicationContext> asServersTransport(
      PlatformTransport transport) {
    return context ->
        context.addBeanFactoryPostProcessor(
            factory -> {
              BeanDefinitionRegistry registry = (BeanDefinitionRegistry) factory;
              registry.removeBeanDefinition(TRANSPORT_BEAN);
              registry.registerBeanDefinition(
                  TRANSPORT_BEAN, new RootBeanDefinition(PlatformTransport.class, () -> transport));
            });
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
  public InnerTubePlatformClient client() {
    return TestPlatform.client(this, answerClock, List.of(PlayerClient.ANDROID));
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
    String channel = channelRequest(request);
    if (channel != null) {
      asked.add(channel);
    }
    UpstreamResponse built = constructed.find(request);
    if (built != null) {
      return built;
    }
    if (otherwise != null) {
      return otherwise.send(request);
    }
    if (request.endpoint().equals("visitor_id")) {
      return new UpstreamResponse(
          200, "application/json", "{\"responseContext\": {\"visitorData\": \"CgtWSVNJVE9S\"}}");
    }
    if (channel != null) {
      Function<UpstreamRequest, String> body = bodies.get(channel);
      if (body == null) {
        throw new NoRecordingException(ExchangeKey.of(request), "the fake platform");
      }
      return ok(request.endpoint(), body.apply(request));
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
