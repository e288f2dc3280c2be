package io.vidlens.oauth;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.core.OAuth2Error;
import org.springframework.security.oauth2.server.authorization.context.AuthorizationServerContextHolder;

/**
 * RFC 8707 resource indicators: this server protects one resource, {@code /mcp} at the issuer's
 * address, as its protected-resource metadata names it. An authorization or token request may name
 * that resource (MCP clients do) or none; any other is refused with {@code invalid_target}, and the
 * token is bound to the resource (its audience), which {@link McpAudienceFilter} checks at each
 * use.
 */
final class ResourceIndicators {

  static final String PARAMETER = "resource";
  static final String INVALID_TARGET = "invalid_target";

  private ResourceIndicators() {}

  /** The MCP resource of this server, as the current request's issuer names it. */
  static String mcpResource() {
    String issuer = AuthorizationServerContextHolder.getContext().getIssuer();
    return (issuer.endsWith("/") ? issuer.substring(0, issuer.length() - 1) : issuer)
        + OAuthPaths.MCP;
  }

  /**
   * The resource a request asked for, as the library hands on its extra parameters (one value, or
   * an array when repeated): this server's MCP resource, which is also what a request naming none
   * gets.
   *
   * @throws OAuth2AuthenticationException {@code invalid_target} for any other, or for several
   */
  static String requested(Map<String, Object> parameters) {
    Object value = parameters == null ? null : parameters.get(PARAMETER);
    List<?> values =
        switch (value) {
          case null -> List.of();
          case Object[] many -> Arrays.asList(many);
          case List<?> many -> many;
          default -> List.of(value);
        };
    String resource = mcpResource();
    for (Object asked : values) {
      if (!resource.equals(asked)) {
        throw new OAuth2AuthenticationException(invalidTarget(asked));
      }
    }
    return resource;
  }

  static OAuth2Error invalidTarget(Object asked) {
    return new OAuth2Error(
        INVALID_TARGET,
        "This server grants access to one resource, " + mcpResource() + ", not " + asked + ".",
        "https://www.rfc-editor.org/rfc/rfc8707#section-2");
  }
}
