package io.vidlens.oauth;

/**
 * Where the authorization server answers. Its endpoints live under {@code /dashboard}, where the
 * dashboard's session cookie is sent, so a person signed in to the dashboard is signed in to it;
 * only the metadata documents sit at the well-known addresses the RFCs fix.
 */
final class OAuthPaths {

  static final String BASE = "/dashboard/oauth";
  static final String AUTHORIZE = BASE + "/authorize";
  static final String TOKEN = BASE + "/token";
  static final String REGISTER = BASE + "/register";
  static final String REVOKE = BASE + "/revoke";
  static final String INTROSPECT = BASE + "/introspect";
  static final String JWKS = BASE + "/jwks";
  static final String CONSENT = BASE + "/consent";
  static final String RESUME = BASE + "/resume";

  /** RFC 8414: the authorization server's metadata. */
  static final String AS_METADATA = "/.well-known/oauth-authorization-server";

  /** RFC 9728: the protected resource's metadata, for {@code /mcp} at the path-inserted form. */
  static final String RESOURCE_METADATA = "/.well-known/oauth-protected-resource";

  static final String MCP = "/mcp";

  /** The one scope an app is granted: the account's tools over MCP. */
  static final String SCOPE = "mcp";

  private OAuthPaths() {}
}
