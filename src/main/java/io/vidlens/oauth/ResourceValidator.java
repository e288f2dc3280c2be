package io.vidlens.oauth;

import java.util.function.Consumer;
import org.springframework.security.oauth2.core.OAuth2AuthenticationException;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationContext;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationException;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationToken;
import org.springframework.security.oauth2.server.authorization.authentication.OAuth2AuthorizationCodeRequestAuthenticationValidator;

/**
 * The authorization endpoint's checks: the library's own (redirect address, scopes), then the
 * {@code resource} ({@link ResourceIndicators}); a wrong one goes back to the app as {@code
 * error=invalid_target}, before the person is asked to consent.
 */
final class ResourceValidator
    implements Consumer<OAuth2AuthorizationCodeRequestAuthenticationContext> {

  private final Consumer<OAuth2AuthorizationCodeRequestAuthenticationContext> library =
      new OAuth2AuthorizationCodeRequestAuthenticationValidator();

  @Override
  public void accept(OAuth2AuthorizationCodeRequestAuthenticationContext context) {
    library.accept(context);
    OAuth2AuthorizationCodeRequestAuthenticationToken request = context.getAuthentication();
    try {
      ResourceIndicators.requested(request.getAdditionalParameters());
    } catch (OAuth2AuthenticationException e) {
      throw new OAuth2AuthorizationCodeRequestAuthenticationException(e.getError(), request);
    }
  }
}
