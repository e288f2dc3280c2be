package io.vidlens.thumbnails.api;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Where a URL a client gave may lead (SSRF): a host's addresses, every one of them a public unicast
 * address (no loopback, private, carrier-grade NAT, link-local or metadata, multicast, reserved or
 * documentation address, nor an IPv6 form carrying one). Numeric hosts in any spelling are read
 * here, never by a resolver. A caller that connects to exactly the addresses answered (an HTTP
 * client's DNS resolver) cannot be sent elsewhere by a second lookup.
 */
public interface PublicAddresses {

  /**
   * Every address of {@code host} (a bracketed IPv6 literal is accepted), all checked.
   *
   * @throws AddressRefused when one of them is not a public address, with why
   * @throws UnknownHostException when the host does not resolve
   */
  InetAddress[] resolve(String host) throws UnknownHostException;

  /**
   * A host with an address that is not allowed (an {@code UnknownHostException}, so an HTTP client
   * that resolves through {@link #resolve} passes it on as a failed lookup).
   */
  final class AddressRefused extends UnknownHostException {
    public AddressRefused(String reason) {
      super(reason);
    }
  }
}
