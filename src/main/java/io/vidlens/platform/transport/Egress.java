package io.vidlens.platform.transport;

import java.net.CookieManager;
import java.net.CookiePolicy;

/**
 * One egress identity as the platform sees it: the direct route or one proxy, with its own cookie
 * jar. The platform counts, walls and remembers per address and per cookie, so requests of one
 * identity never carry another's cookies.
 *
 * @param id "direct" or the proxy's "host:port" (never its credentials), for logs and health
 * @param route the proxy, or null for the direct route
 * @param cookies the cookies the platform set for this identity (kept by HttpTransport's client)
 */
public record Egress(String id, ProxyPool.Route route, CookieManager cookies) {

  public static final String DIRECT_ID = "direct";

  public static Egress direct() {
    return new Egress(DIRECT_ID, null, newJar());
  }

  public static Egress through(ProxyPool.Route route) {
    return new Egress(route.id(), route, newJar());
  }

  public boolean isDirect() {
    return route == null;
  }

  /** Drops every cookie of this identity, so that it starts over as a new visitor. */
  public void clearCookies() {
    cookies.getCookieStore().removeAll();
  }

  private static CookieManager newJar() {
    return new CookieManager(null, CookiePolicy.ACCEPT_ORIGINAL_SERVER);
  }
}
