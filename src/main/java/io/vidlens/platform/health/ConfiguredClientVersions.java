package io.vidlens.platform.health;

import io.vidlens.platform.ClientVersions;
import io.vidlens.platform.request.ClientVersionDiscovery;
import io.vidlens.platform.request.InnerTubeRequests;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

/** The {@link ClientVersions} of the requests: as configured, or as the discovery found them. */
@Component
public class ConfiguredClientVersions implements ClientVersions {

  private final InnerTubeRequests requests;
  private final ObjectProvider<ClientVersionDiscovery> discovery;

  public ConfiguredClientVersions(
      InnerTubeRequests requests, ObjectProvider<ClientVersionDiscovery> discovery) {
    this.requests = requests;
    this.discovery = discovery;
  }

  @Override
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
