package io.vidlens.platform;

import io.vidlens.platform.request.InnerTubeClient;
import io.vidlens.platform.request.InnerTubeRequests;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.UpstreamResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The anonymous identity Vidlens presents per client ({@code visitorData}, sent as {@code
 * X-Goog-Visitor-Id} and in the context). Taken from the last answer's {@code
 * responseContext.visitorData}, or fetched from {@code visitor_id} when none is known or it is
 * older than the configured lifetime. Forgotten after a bot wall, so the next try starts fresh.
 */
public class VisitorSession {

  private record Known(String value, Instant since) {}

  private final PlatformTransport transport;
  private final InnerTubeRequests requests;
  private final ObjectMapper mapper;
  private final Clock clock;
  private final Duration lifetime;
  private final Map<String, Known> known = new ConcurrentHashMap<>();

  public VisitorSession(
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
  public Optional<String> current(InnerTubeClient client) {
    Known k = known.get(client.name());
    if (k == null || !clock.instant().isBefore(k.since().plus(lifetime))) {
      return Optional.empty();
    }
    return Optional.of(k.value());
  }

  /** Keeps the visitor data of an answer ({@code responseContext.visitorData}), if it has one. */
  public void remember(InnerTubeClient client, JsonNode answer) {
    JsonNode value = answer.path("responseContext").path("visitorData");
    if (value.isString() && !value.stringValue().isBlank()) {
      known.put(client.name(), new Known(value.stringValue(), clock.instant()));
    }
  }

  public void forget(InnerTubeClient client) {
    known.remove(client.name());
  }
}
