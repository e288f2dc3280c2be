package io.vidlens.platform.resilience;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.platform.faults.UpstreamFailure;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.transport.Egress;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.UpstreamRequest;
import io.vidlens.platform.transport.UpstreamResponse;
import io.vidlens.work.UpstreamWork;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Sends one attempt through one egress identity (the direct route, or one proxy of the pool). The
 * identity is chosen first: one that is not set aside and has budget, in turn. Then the request
 * gets that identity's visitor data for its client ({@code X-Goog-Visitor-Id} and {@code
 * context.client.visitorData}), leaves with that identity's cookies, and the answer is classified;
 * the visitor data an answer carries is kept for that identity. On a bot-wall signal (any {@link
 * UpstreamFault.Transience#BLOCKED} fault, or the consent page) the identity forgets its visitor
 * data and cookies and, if it is a proxy, is set aside.
 */
public class EgressRouter {

  private static final Logger log = LoggerFactory.getLogger(EgressRouter.class);
  private static final String VISITOR_HEADER = "X-Goog-Visitor-Id";

  /** One egress identity: its route and cookies, its budget, its visitor data. */
  public record Identity(Egress egress, OutboundRateLimit budget, IdentityVisitors visitors) {

    public String id() {
      return egress.id();
    }
  }

  /** The last time the platform walled or blocked us: when, where, how, through which identity. */
  public record Block(Instant at, String endpoint, UpstreamFault fault, String identity) {}

  /** An identity as health reports it (never credentials, never visitor data values). */
  public record IdentityState(
      String id,
      boolean setAside,
      long budgetLeft,
      boolean exhausted,
      Duration untilNextRequest,
      Set<String> visitorClients) {}

  private final PlatformTransport delegate;
  private final AnswerClassifier classifier;
  private final ProxyPool proxies;
  private final InnerTubeRequests requests;
  private final ObjectMapper mapper;
  private final Clock clock;
  private final List<Identity> identities;
  private final AtomicInteger turn = new AtomicInteger();
  private final AtomicReference<Block> lastBlock = new AtomicReference<>();

  /**
   * The identity the current thread last sent through, so that {@code PlatformClient}'s {@code
   * forget} (after an answer it found wrong) rotates the identity that gave that answer.
   */
  private final ThreadLocal<Identity> lastUsed = new ThreadLocal<>();

  public EgressRouter(
      PlatformTransport delegate,
      AnswerClassifier classifier,
      ProxyPool proxies,
      InnerTubeRequests requests,
      ObjectMapper mapper,
      Clock clock,
      Duration visitorDataLifetime,
      Function<Egress, OutboundRateLimit> budgets) {
    this.delegate = delegate;
    this.classifier = classifier;
    this.proxies = proxies;
    this.requests = requests;
    this.mapper = mapper;
    this.clock = clock;
    List<Identity> built = new ArrayList<>();
    for (Egress egress : proxies.egresses()) {
      OutboundRateLimit budget = budgets.apply(egress);
      Identity[] self = new Identity[1];
      IdentityVisitors visitors =
          new IdentityVisitors(
              request -> sendThrough(self[0], request),
              requests,
              mapper,
              clock,
              visitorDataLifetime);
      self[0] = new Identity(egress, budget, visitors);
      built.add(self[0]);
    }
    this.identities = List.copyOf(built);
  }

  /** One attempt through the next identity with budget. */
  public UpstreamResponse send(UpstreamRequest request) {
    Identity identity = acquire();
    lastUsed.set(identity);
    try {
      UpstreamRequest pinned = withVisitorData(identity, request);
      UpstreamResponse response = classifier.check(pinned, delegate.send(pinned));
      if (response.isSuccess() && request.body() != null) {
        String client = BreakerNames.clientName(request);
        VisitorDataReader.read(mapper, response.body())
            .ifPresent(v -> identity.visitors().remember(client, v));
      }
      return response;
    } catch (UpstreamFailure failure) {
      onFailure(identity, request, failure);
      throw failure;
    }
  }

  /** A request made on behalf of an identity (its visitor_id): same route, same budget. */
  private UpstreamResponse sendThrough(Identity identity, UpstreamRequest request) {
    boolean granted =
        UpstreamWork.isBackground()
            ? identity.budget().takeInBackground()
            : identity.budget().take();
    if (!granted) {
      throw identity.budget().refusal();
    }
    UpstreamRequest pinned = request.via(identity.egress(), request.headers(), request.body());
    return classifier.check(pinned, delegate.send(pinned));
  }

  /**
   * An identity not set aside with a token: one with a token now, in turn; else the one whose next
   * token comes soonest, if it comes within the pacing wait; else an immediate RATE_LIMITED.
   */
  private Identity acquire() {
    int start = turn.getAndIncrement();
    List<Identity> open = new ArrayList<>(identities.size());
    for (int i = 0; i < identities.size(); i++) {
      Identity candidate = identities.get(Math.floorMod(start + i, identities.size()));
      if (proxies.isAvailable(candidate.egress())) {
        open.add(candidate);
      }
    }
    if (open.isEmpty()) {
      throw new UpstreamFailure(
          UpstreamFault.THROTTLED,
          "Every upstream proxy is set aside after being blocked",
          null,
          proxies.untilFirstReturn().orElse(Duration.ofMinutes(1)),
          null);
    }
    if (UpstreamWork.isBackground()) {
      // The identity with the most tokens left; background work waits there for its turn.
      Identity fullest =
          open.stream().max(Comparator.comparing(i -> i.budget().available())).orElseThrow();
      if (fullest.budget().takeInBackground()) {
        return fullest;
      }
      throw fullest.budget().refusal();
    }
    for (Identity candidate : open) {
      if (candidate.budget().tryTake()) {
        return candidate;
      }
    }
    Identity soonest =
        open.stream().min(Comparator.comparing(i -> i.budget().untilNext())).orElseThrow();
    if (soonest.budget().take()) {
      return soonest;
    }
    throw soonest.budget().refusal();
  }

  private UpstreamRequest withVisitorData(Identity identity, UpstreamRequest request) {
    JsonNode body = request.body();
    if (body == null
        || !body.path("context").path("client").isObject()
        || request.endpoint().equals("visitor_id")) {
      return request.via(identity.egress(), request.headers(), body);
    }
    String clientName = BreakerNames.clientName(request);
    Optional<InnerTubeClient> client = client(clientName);
    // Player answers ask for visitor data first, as the apps do; page requests reuse what the
    // identity's earlier answers gave.
    String visitorData =
        client.isPresent() && asksForVisitorData(request, clientName)
            ? freshVisitorData(identity, client.get())
            : identity.visitors().current(clientName).orElse(null);
    ObjectNode copy = (ObjectNode) body.deepCopy();
    ObjectNode context = (ObjectNode) copy.get("context").get("client");
    Map<String, String> headers = new LinkedHashMap<>();
    boolean placed = false;
    for (Map.Entry<String, String> header : request.headers().entrySet()) {
      if (header.getKey().equalsIgnoreCase(VISITOR_HEADER)) {
        continue;
      }
      if (!placed && visitorData != null && header.getKey().equalsIgnoreCase("Content-Type")) {
        headers.put(VISITOR_HEADER, visitorData); // where InnerTubeRequests puts it
        placed = true;
      }
      headers.put(header.getKey(), header.getValue());
    }
    if (visitorData == null) {
      context.remove("visitorData");
    } else {
      context.put("visitorData", visitorData);
      if (!placed) {
        headers.put(VISITOR_HEADER, visitorData);
      }
    }
    return request.via(identity.egress(), headers, copy);
  }

  /**
   * The identity's visitor data for the client, asking visitor_id when it has none. Visitor data
   * helps but is not required: when visitor_id fails for a passing reason (5xx, timeout, no budget
   * left for a second request) the request goes without and its answer brings one. A block is the
   * identity's, and fails the attempt.
   */
  private String freshVisitorData(Identity identity, InnerTubeClient client) {
    try {
      return identity.visitors().visitorData(client);
    } catch (UpstreamFailure failure) {
      if (isBlockSignal(failure.fault())) {
        throw failure;
      }
      log.debug("visitor_id through {} failed ({}): sending without", identity.id(), failure);
      return null;
    }
  }

  private static boolean isBlockSignal(UpstreamFault fault) {
    return fault.transience() == UpstreamFault.Transience.BLOCKED || fault == UpstreamFault.CONSENT;
  }

  private static boolean asksForVisitorData(UpstreamRequest request, String clientName) {
    String endpoint = request.endpoint();
    return endpoint.equals("player")
        || (endpoint.equals("reel_item_watch") && !clientName.equals("WEB"));
  }

  private Optional<InnerTubeClient> client(String name) {
    var clients = requests.clients();
    return Stream.of(clients.web(), clients.android(), clients.visionos())
        .filter(c -> c.name().equals(name))
        .findFirst();
  }

  private void onFailure(Identity identity, UpstreamRequest request, UpstreamFailure failure) {
    UpstreamFault fault = failure.fault();
    if (!isBlockSignal(fault)) {
      return;
    }
    // A walled identity starts over: new visitor data, no cookies, and a rest if it is a proxy.
    identity.visitors().forgetAll();
    identity.egress().clearCookies();
    if (!identity.egress().isDirect()) {
      proxies.setAside(identity.id());
    }
    lastBlock.set(new Block(clock.instant(), BreakerNames.of(request), fault, identity.id()));
    log.warn(
        "Upstream {} through {}: {}; its visitor data and cookies are dropped",
        request.endpoint(),
        identity.id(),
        fault);
  }

  /** What PlatformClient holds: visitor data is filled by the route, forgetting goes to it. */
  public VisitorSession visitorSession() {
    return new VisitorSession() {
      @Override
      public String visitorData(InnerTubeClient client) {
        return null;
      }

      @Override
      public Optional<String> current(InnerTubeClient client) {
        return Optional.empty();
      }

      @Override
      public void remember(InnerTubeClient client, JsonNode answer) {
        // The route keeps the visitor data of every answer for the identity that got it.
      }

      @Override
      public void forget(InnerTubeClient client) {
        Identity last = lastUsed.get();
        if (last != null) {
          last.visitors().forget(client);
        }
      }
    };
  }

  public ProxyPool proxies() {
    return proxies;
  }

  public List<Identity> identities() {
    return identities;
  }

  public Optional<Block> lastBlock() {
    return Optional.ofNullable(lastBlock.get());
  }

  public List<IdentityState> states() {
    return identities.stream()
        .map(
            i ->
                new IdentityState(
                    i.id(),
                    !proxies.isAvailable(i.egress()),
                    i.budget().available(),
                    i.budget().isExhausted(),
                    i.budget().untilNext(),
                    i.visitors().knownClients()))
        .toList();
  }

  /** Whether no identity can send now: every one set aside or out of budget. */
  public boolean noneUsable() {
    return identities.stream()
        .noneMatch(i -> proxies.isAvailable(i.egress()) && !i.budget().isExhausted());
  }

  /** {@code vidlens.upstream.budget.available{identity}}: tokens left per paced identity. */
  public void bindTo(MeterRegistry registry) {
    for (Identity identity : identities) {
      if (identity.budget().pacing().isPaced()) {
        Gauge.builder("vidlens.upstream.budget.available", identity, i -> i.budget().available())
            .description("Requests the egress identity may still send at once (its budget)")
            .tag("identity", identity.id())
            .register(registry);
      }
    }
  }
}
