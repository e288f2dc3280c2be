package io.vidlens.oauth;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Pattern;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * Back from the dashboard's sign-in (see {@link SignInFirst}): on to the authorization endpoint
 * with the query the app sent. Only ever to that endpoint of this site, whatever the path holds.
 */
@Controller
// A page of the authorization server, whose beans exist only in a web application.
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class ResumeController {

  /** A query string's characters, within what a browser sends in a URL. */
  private static final Pattern QUERY = Pattern.compile("[\\x21-\\x7E]{0,4000}");

  @GetMapping(OAuthPaths.RESUME + "/{encoded}")
  ResponseEntity<String> resume(@PathVariable String encoded) {
    String query;
    try {
      query = new String(Base64.getUrlDecoder().decode(encoded), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      query = null;
    }
    if (query == null || !QUERY.matcher(query).matches() || query.contains("#")) {
      return ResponseEntity.status(HttpStatus.BAD_REQUEST)
          .contentType(MediaType.TEXT_PLAIN)
          .body("This sign-in link is damaged. Start connecting the app again from the app.");
    }
    String authorize =
        ServletUriComponentsBuilder.fromCurrentContextPath()
            .path(OAuthPaths.AUTHORIZE)
            .toUriString();
    return ResponseEntity.status(HttpStatus.FOUND)
        .header(HttpHeaders.LOCATION, query.isEmpty() ? authorize : authorize + "?" + query)
        .build();
  }
}
