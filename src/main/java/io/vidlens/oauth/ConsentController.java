package io.vidlens.oauth;

import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import java.security.Principal;
import java.util.stream.Collectors;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.HttpStatus;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.server.ResponseStatusException;

/**
 * The consent page the authorization endpoint sends a signed-in person to, server-rendered like the
 * dashboard (it is one of its pages: the dashboard's sign-in guards it). Connecting posts the scope
 * back to the endpoint, cancelling posts none (the app hears {@code access_denied}).
 */
@Controller
// A page of the authorization server, whose beans exist only in a web application.
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
record ConsentController(RegisteredClientRepository clients) {

  /**
   * The dashboard's policy, but the form may lead on to the app's redirect addresses: browsers
   * apply {@code form-action} to the redirect that follows the post.
   */
  private static final String POLICY =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:;"
          + " object-src 'none'; base-uri 'none'; form-action 'self' %s; frame-ancestors 'none'";

  @GetMapping(OAuthPaths.CONSENT)
  String consent(
      @RequestParam(name = "client_id") String clientId,
      @RequestParam String state,
      Principal principal,
      Model model,
      HttpServletResponse response) {
    RegisteredClient client = clients.findByClientId(clientId);
    if (client == null) {
      throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "No such app is registered.");
    }
    response.setHeader(
        "Content-Security-Policy",
        POLICY.formatted(
            client.getRedirectUris().stream()
                .map(ConsentController::source)
                .distinct()
                .collect(Collectors.joining(" "))));
    model.addAttribute("appName", client.getClientName());
    model.addAttribute("clientId", clientId);
    model.addAttribute("state", state);
    model.addAttribute("scope", OAuthPaths.SCOPE);
    model.addAttribute("email", principal.getName());
    model.addAttribute("returnsTo", String.join(" ", client.getRedirectUris()));
    return "oauth/consent";
  }

  /** A CSP source for a redirect address: its origin, or its scheme for an app's own scheme. */
  private static String source(String redirectUri) {
    URI uri = URI.create(redirectUri);
    return uri.getRawAuthority() == null
        ? uri.getScheme() + ":"
        : uri.getScheme() + "://" + uri.getRawAuthority();
  }
}
