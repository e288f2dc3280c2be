package io.vidlens.access;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.HexFormat;

/**
 * The network a client address is counted in by per-client limits (the dashboard's sign-in
 * throttle, the OAuth registration limit): an IPv4 address alone, an IPv6 address by its /64 (one
 * subscriber or host usually holds a whole /64, so counting each of its 2^64 addresses apart would
 * give one client unlimited tries).
 */
public final class ClientNetworks {

  private ClientNetworks() {}

  public static String of(String address) {
    if (address == null || address.indexOf(':') < 0) {
      return address == null ? "" : address; // IPv4 (or whatever the container gave)
    }
    try {
      // An IPv6 literal (it has a colon), so no name lookup happens.
      InetAddress parsed = InetAddress.getByName(address);
      if (!(parsed instanceof Inet6Address)) {
        return parsed.getHostAddress(); // an IPv4-mapped address: the IPv4 address
      }
      byte[] bytes = parsed.getAddress();
      return HexFormat.of().formatHex(bytes, 0, 8) + "::/64";
    } catch (UnknownHostException e) {
      return address;
    }
  }
}
