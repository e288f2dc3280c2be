package io.vidlens.platform.resilience;

import io.vidlens.platform.request.InnerTubeClient;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The anonymous identity Vidlens presents per InnerTube client ({@code visitorData}, sent as {@code
 * X-Goog-Visitor-Id} and in {@code context.client.visitorData}).
 *
 * <p>Visitor data belongs to an egress identity (the direct route or one proxy): the resilience
 * layer picks the identity first and then fills in that identity's visitor data, remembers the
 * visitor data its answers carry, and forgets it on bot-wall signals (see {@link EgressRouter}).
 * What the platform client holds ({@code client.UpstreamAnswers}) is therefore a thin view: the
 * values it puts into a request are replaced on the way out.
 */
public interface VisitorSession {

  /** The visitor data to send as this client; null when the route fills it in. */
  String visitorData(InnerTubeClient client);

  /** The visitor data known for this client, without fetching. */
  Optional<String> current(InnerTubeClient client);

  /** Keeps the visitor data of an answer ({@code responseContext.visitorData}), if it has one. */
  void remember(InnerTubeClient client, JsonNode answer);

  /**
   * Forgets this client's visitor data, so the next try starts fresh (after an answer that showed
   * the identity is walled or answered for another identity).
   */
  void forget(InnerTubeClient client);
}
