package io.vidlens.thumbnails;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which addresses a client-given image URL may reach: public unicast only. Refused: unspecified,
 * loopback (unless allowed for tests), private (RFC 1918), carrier-grade NAT (100.64/10, where some
 * clouds put their metadata service), link-local (169.254/16 with the 169.254.169.254 metadata
 * service, fe80::/10), multicast, broadcast, reserved and documentation ranges, unique-local IPv6
 * (fc00::/7, with fd00:ec2::254), site-local fec0::/10, and IPv6 forms that carry an IPv4 address
 * (mapped ::ffff:0:0/96, compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32),
 * which are judged by the IPv4 address inside them.
 */
final class AddressPolicy {

  private final boolean allowLoopback;

  AddressPolicy(boolean allowLoopback) {
    this.allowLoopback = allowLoopback;
  }

  boolean allowLoopback() {
    return allowLoopback;
  }

  /** Why {@code address} is refused, or empty when it is a public unicast address. */
  Optional<String> refusal(InetAddress address) {
    if (address instanceof Inet6Address v6) {
      byte[] b = v6.getAddress();
      Optional<byte[]> embedded = embeddedIpv4(b);
      if (embedded.isPresent()) {
        return refusal(v4(embedded.get())).map(r -> r + " (inside an IPv6 address)");
      }
      if (v6.isLoopbackAddress()) {
        return allowLoopback ? Optional.empty() : Optional.of("loopback address");
      }
      if (v6.isAnyLocalAddress()) {
        return Optional.of("unspecified address");
      }
      if (v6.isLinkLocalAddress() || v6.isSiteLocalAddress()) {
        return Optional.of("link-local or site-local address");
      }
      if (v6.isMulticastAddress()) {
        return Optional.of("multicast address");
      }
      if ((b[0] & 0xfe) == 0xfc) {
        return Optional.of("unique-local (private) address");
      }
      if ((b[0] & 0xff) == 0x20
          && (b[1] & 0xff) == 0x01
          && (b[2] & 0xff) == 0x0d
          && (b[3] & 0xff) == 0xb8) {
        return Optional.of("documentation address");
      }
      if ((b[0] & 0xe0) != 0x20) {
        return Optional.of("address outside the global unicast range");
      }
      return Optional.empty();
    }
    byte[] b = address.getAddress();
    int a0 = b[0] & 0xff;
    int a1 = b[1] & 0xff;
    int a2 = b[2] & 0xff;
    if (address.isLoopbackAddress() || a0 == 127) {
      return allowLoopback ? Optional.empty() : Optional.of("loopback address");
    }
    if (a0 == 0) {
      return Optional.of("unspecified address");
    }
    if (a0 == 10 || (a0 == 172 && (a1 & 0xf0) == 16) || (a0 == 192 && a1 == 168)) {
      return Optional.of("private address");
    }
    if (a0 == 100 && (a1 & 0xc0) == 64) {
      return Optional.of("carrier-grade NAT address");
    }
    if (a0 == 169 && a1 == 254) {
      return Optional.of("link-local or metadata address");
    }
    if (a0 >= 224) {
      return Optional.of(a0 < 240 ? "multicast address" : "reserved or broadcast address");
    }
    if ((a0 == 192 && a1 == 0 && (a2 == 0 || a2 == 2))
        || (a0 == 198 && (a1 == 18 || a1 == 19))
        || (a0 == 198 && a1 == 51 && a2 == 100)
        || (a0 == 203 && a1 == 0 && a2 == 113)
        || (a0 == 192 && a1 == 88 && a2 == 99)) {
      return Optional.of("reserved address");
    }
    return Optional.empty();
  }

  private static Optional<byte[]> embeddedIpv4(byte[] b) {
    boolean zero80 = true;
    for (int i = 0; i < 10; i++) {
      zero80 &= b[i] == 0;
    }
    if (zero80
        && ((b[10] == 0 && b[11] == 0) || ((b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff))) {
      // ::a.b.c.d (compatible) and ::ffff:a.b.c.d (mapped); :: and ::1 are judged as IPv6
      boolean small = b[10] == 0 && b[12] == 0 && b[13] == 0 && b[14] == 0;
      return small ? Optional.empty() : Optional.of(slice(b, 12));
    }
    if (b[0] == 0 && (b[1] & 0xff) == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b) {
      return Optional.of(slice(b, 12)); // NAT64 64:ff9b::/96
    }
    if ((b[0] & 0xff) == 0x20 && (b[1] & 0xff) == 0x02) {
      return Optional.of(slice(b, 2)); // 6to4 2002:aabb:ccdd::/48
    }
    if ((b[0] & 0xff) == 0x20 && (b[1] & 0xff) == 0x01 && b[2] == 0 && b[3] == 0) {
      byte[] client = slice(b, 12); // Teredo: the client address, inverted
      for (int i = 0; i < 4; i++) {
        client[i] = (byte) ~client[i];
      }
      return Optional.of(client);
    }
    return Optional.empty();
  }

  private static byte[] slice(byte[] b, int from) {
    return new byte[] {b[from], b[from + 1], b[from + 2], b[from + 3]};
  }

  private static InetAddress v4(byte[] b) {
    try {
      return Inet4Address.getByAddress(b);
    } catch (UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }

  private static final Pattern NUMERIC_PART =
      Pattern.compile("(0[xX][0-9a-fA-F]*|0[0-7]*|[1-9][0-9]*)");

  /**
   * The IPv4 address that a numeric host spells in any of the forms resolvers accept ({@code
   * 2130706433}, {@code 0x7f.1}, {@code 0177.0.0.1}, {@code 127.1}), or empty when the host is not
   * numeric. Judged here so that no resolver's reading of such a name matters.
   */
  static Optional<InetAddress> numericIpv4(String host) {
    String h = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
    String[] parts = h.split("\\.", -1);
    if (parts.length == 0 || parts.length > 4) {
      return Optional.empty();
    }
    long[] values = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      String p = parts[i];
      if (!NUMERIC_PART.matcher(p).matches()) {
        return Optional.empty();
      }
      try {
        if (p.startsWith("0x") || p.startsWith("0X")) {
          values[i] = p.length() == 2 ? 0 : Long.parseLong(p.substring(2), 16);
        } else if (p.length() > 1 && p.startsWith("0")) {
          values[i] = Long.parseLong(p.substring(1), 8);
        } else {
          values[i] = Long.parseLong(p);
        }
      } catch (NumberFormatException e) {
        return Optional.of(unroutable()); // absurdly long digits: numeric, and refused
      }
    }
    long value = 0;
    for (int i = 0; i < values.length - 1; i++) {
      if (values[i] > 255) {
        return Optional.of(unroutable());
      }
      value = (value << 8) | values[i];
    }
    int restBits = 8 * (4 - (values.length - 1));
    long last = values[values.length - 1];
    if (last >= (1L << restBits)) {
      return Optional.of(unroutable());
    }
    value = (value << restBits) | last;
    return Optional.of(
        v4(
            new byte[] {
              (byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value
            }));
  }

  private static InetAddress unroutable() {
    return v4(new byte[] {0, 0, 0, 0});
  }
}
