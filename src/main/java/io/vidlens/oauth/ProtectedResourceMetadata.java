package io.vidlens.oauth;

import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * RFC 9728 metadata of {@code /mcp}, where an MCP client's discovery starts (the 401's {@code
 * WWW-Authenticate} names it): the resource, and this service as its authorization server, whose
 * own metadata (RFC 8414) lists registration, authorization and token endpoints. Served at the
 * path-inserted address and at the root one, which older clients try.
 */
@RestController
// A page of the authorization server, whose beans exist only in a web application.
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
record ProtectedResourceMetadata(PublicAddress address) {

  @GetMapping(
      value = {OAuthPaths.RESOURCE_METADATA, OAuthPaths.RESOURCE_METADATA + OAuthPaths.MCP},
      produces = MediaType.APPLICATION_JSON_VALUE)
  ResponseEntity<Map<String, Object>> metadata(HttpServletRequest request) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("resource", address.mcp(request));
    body.put("authorization_servers", List.of(address.base(request)));
    body.put("scopes_supported", List.of(OAuthPaths.SCOPE));
    body.put("bearer_methods_supported", List.of("header"));
    body.put("resource_name", "Vidlens MCP");
    body.put("resource_documentation", address.base(request) + "/docs");
    return ResponseEntity.ok().cacheControl(CacheControl.noStore()).body(body);
  }
}
