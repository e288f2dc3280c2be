package io.vidlens.radar;

import io.vidlens.api.ApiException;
import io.vidlens.model.ClientInput;
import io.vidlens.thumbnails.api.PublicAddresses;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;
import org.springframework.stereotype.Component;

/**
 * Where a webhook may lead (SSRF): https, or http to a host the operator named ({@code
 * vidlens.radar.alerts.http-hosts}); no credentials in the URL; every address of its host a public
 * one (thumbnails' {@link PublicAddresses}, the check its image fetcher connects through) unless
 * {@code vidlens.radar.alerts.allow-private-hosts}. Checked when the URL is set and again on each
 * delivery: the sender connects through {@link #resolve}, so a name that later points inside the
 * network is refused then.
 */
@Component
record WebhookUrls(PublicAddresses addresses, AlertProperties properties) {

  static final int MAX_LENGTH = 2000;

  /** The URL as it will be stored; 400 with why when it may not be used. */
  String checked(String url) {
    String trimmed = url.strip();
    if (trimmed.length() > MAX_LENGTH || ClientInput.hasControlCharacter(trimmed)) {
      throw refused("is not a usable URL (at most " + MAX_LENGTH + " characters)");
    }
    URI uri;
    try {
      uri = new URI(trimmed);
    } catch (URISyntaxException e) {
      throw refused("is not a valid URL");
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
    if (host.isEmpty()) {
      throw refused("has no host");
    }
    if (uri.getRawUserInfo() != null) {
      throw refused("holds credentials; put a token in the path or query instead");
    }
    if (!scheme.equals("https")
        && !(scheme.equals("http") && properties.httpHosts().contains(host))) {
      throw refused("must be https (plain http only to a host the operator allows)");
    }
    try {
      resolve(host);
    } catch (PublicAddresses.AddressRefused e) {
      throw refused("leads to an address that is not allowed (" + e.getMessage() + ")");
    } catch (UnknownHostException e) {
      throw refused("has a host that could not be resolved");
    }
    return uri.toString();
  }

  /** The host's addresses, each allowed (the sender's DNS). */
  InetAddress[] resolve(String host) throws UnknownHostException {
    return properties.allowPrivateHosts()
        ? InetAddress.getAllByName(host)
        : addresses.resolve(host);
  }

  private static ApiException refused(String why) {
    return ApiException.badRequest("Invalid alert settings", "Field 'webhookUrl' " + why + ".");
  }
}
