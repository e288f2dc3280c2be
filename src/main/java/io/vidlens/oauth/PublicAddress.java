package io.vidlens.oauth;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * The address apps reach this service at: the configured issuer, else the request's own (scheme,
 * host, port and context path, as forwarded headers report them when those are trusted).
 */
record PublicAddress(OAuthProperties properties) {

  String base(HttpServletRequest request) {
    String issuer = properties.issuerText();
    return issuer != null
        ? issuer
        : ServletUriComponentsBuilder.fromContextPath(request).build().toUriString();
  }

  /** The protected resource: the MCP endpoint. */
  String mcp(HttpServletRequest request) {
    return base(request) + OAuthPaths.MCP;
  }

  /** Where {@link #mcp}'s metadata is, RFC 9728's path-inserted form. */
  String resourceMetadata(HttpServletRequest request) {
    return base(request) + OAuthPaths.RESOURCE_METADATA + OAuthPaths.MCP;
  }
}
