package io.vidlens.oauth;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.web.AuthenticationEntryPoint;

/**
 * An authorization request from someone not signed in goes to the dashboard's sign-in and comes
 * back. The dashboard remembers only a path to return to (never a query, never another site), so
 * the request's query travels in the path of {@link ResumeController}'s page, which the dashboard
 * guards: it sends the person to sign in, then back there, and that page on to the authorization
 * endpoint with the query as it was.
 */
final class SignInFirst implements AuthenticationEntryPoint {

  @Override
  public void commence(
      HttpServletRequest request, HttpServletResponse response, AuthenticationException e)
      throws IOException {
    String query = request.getQueryString() == null ? "" : request.getQueryString();
    response.sendRedirect(
        request.getContextPath()
            + OAuthPaths.RESUME
            + "/"
            + Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString(query.getBytes(StandardCharsets.UTF_8)));
  }
}
