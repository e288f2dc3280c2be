package io.vidlens.platform.resilience;

import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The visitor data of one egress identity, per client: taken from the last answer's {@code
 * responseContext.visitorData}, or fetched from {@code visitor_id} (through the same identity) when
 * none is known or it is older than the configured lifetime. Forgotten on bot-wall signals, so the
 * next try starts as a new visitor.
 */
public class IdentityVisitors implements VisitorSession {

  private record Known(String value, Instant since) {}

  private final PlatformTransport transport;
  private final InnerTubeRequests requests;
  private final ObjectMapper mapper;
  private final Clock clock;
  private final Duration lifetime;
  private final Map<String, Known> known = new ConcurrentHashMap<>();

  /**
   * @param transport sends {@code visitor_id} through this identity
   */
  public IdentityVisitors(
      PlatformTransport transport,
      InnerTubeRequests requests,
      ObjectMapper mapper,
      Clock clock,
      Duration lifetime) {
    this.transport = transport;
    this.requests = requests;
    this.mapper = mapper;
    this.clock = clock;
    this.lifetime = lifetime;
  }

  /**
   * The visitor data to send as this client, fetching a fresh one when needed; null if the platform
   * gave none.
   */
  @Override
  public String visitorData(InnerTubeClient client) {
    Optional<String> current = current(client);
    if (current.isPresent()) {
      return current.get();
    }
    UpstreamResponse response = transport.send(requests.visitorId(client));
    if (!response.isSuccess()) {
      return null;
    }
    try {
      remember(client, mapper.readTree(response.body()));
    } catch (JacksonException e) {
      return null;
    }
    return current(client).orElse(null);
  }

  /** The visitor data known for this client and still within its lifetime, without fetching. */
  @Override
  public Optional<String> current(InnerTubeClient client) {
    return current(client.name());
  }

  Optional<String> current(String clientName) {
    Known k = known.get(clientName);
    if (k == null || !clock.instant().isBefore(k.since().plus(lifetime))) {
      return Optional.empty();
    }
    return Optional.of(k.value());
  }

  /** Keeps the visitor data of an answer ({@code responseContext.visitorData}), if it has one. */
  @Override
  public void remember(InnerTubeClient client, JsonNode answer) {
    JsonNode value = answer.path("responseContext").path("visitorData");
    if (value.isString()) {
      remember(client.name(), value.stringValue());
    }
  }

  void remember(String clientName, String visitorData) {
    if (visitorData != null && !visitorData.isBlank()) {
      known.put(clientName, new Known(visitorData, clock.instant()));
    }
  }

  @Override
  public void forget(InnerTubeClient client) {
    forget(client.name());
  }

  void forget(String clientName) {
    known.remove(clientName);
  }

  /** Forgets every client's visitor data: the identity starts over. */
  public void forgetAll() {
    known.clear();
  }

  /** The clients this identity currently has visitor data for (health; never the values). */
  public Set<String> knownClients() {
    Set<String> names = new TreeSet<>();
    known.keySet().forEach(name -> current(name).ifPresent(v -> names.add(name)));
    return names;
  }
}
