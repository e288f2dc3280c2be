package io.vidlens.platform;

import io.vidlens.platform.request.ClientVersionDiscovery;
import io.vidlens.platform.request.InnerTubeRequests;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/**
 * The client versions requests are made with now, and where the WEB one came from (configuration,
 * or the discovery and its last problem): what an operator's doctor reports.
 */
@Component
public class ClientVersions {

  /** The versions in use, by client. */
  public record InUse(String web, String webSource, String android, String visionos) {}

  private final InnerTubeRequests requests;
  private final ObjectProvider<ClientVersionDiscovery> discovery;

  public ClientVersions(
      InnerTubeRequests requests, ObjectProvider<ClientVersionDiscovery> discovery) {
    this.requests = requests;
    this.discovery = discovery;
  }

  public InUse inUse() {
    var clients = requests.clients();
    ClientVersionDiscovery found = discovery.getIfAvailable();
    String source =
        found == null
            ? "configuration"
            : found.state().source()
                + (found.state().problem().isEmpty() ? "" : " (" + found.state().problem() + ")");
    return new InUse(
        clients.web().version(), source, clients.android().version(), clients.visionos().version());
  }
}
