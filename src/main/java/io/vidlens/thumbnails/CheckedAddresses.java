package io.vidlens.thumbnails;

import io.vidlens.thumbnails.api.PublicAddresses;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;

/**
 * A host's addresses, each judged by {@link AddressPolicy}: what the image fetcher connects through
 * and what other features check their client-given URLs with ({@link PublicAddresses}).
 */
record CheckedAddresses(AddressPolicy policy, NameResolver resolver) implements PublicAddresses {

  @Override
  public InetAddress[] resolve(String rawHost) throws UnknownHostException {
    String host =
        rawHost.startsWith("[") && rawHost.endsWith("]")
            ? rawHost.substring(1, rawHost.length() - 1)
            : rawHost;
    InetAddress[] all;
    Optional<InetAddress> numeric = AddressPolicy.numericIpv4(host);
    if (numeric.isPresent()) {
      all = new InetAddress[] {numeric.get()};
    } else if (host.contains(":")) {
      all =
          new InetAddress[] {InetAddress.getByName(host)}; // an IPv6 literal: parsed, not looked up
    } else {
      all = resolver.resolve(host.toLowerCase(Locale.ROOT));
    }
    if (all == null || all.length == 0) {
      throw new UnknownHostException(host);
    }
    for (InetAddress a : all) {
      Optional<String> refusal = policy.refusal(a);
      if (refusal.isPresent()) {
        throw new AddressRefused(refusal.get());
      }
    }
    return all;
  }
}
