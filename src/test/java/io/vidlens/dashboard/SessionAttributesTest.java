package io.vidlens.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.core.convert.ConversionService;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextImpl;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.security.web.csrf.DefaultCsrfToken;
import org.springframework.web.servlet.FlashMap;

/**
 * What the dashboard keeps in a session is written to the database and read back, possibly by
 * another node or a later version: each attribute survives the round trip, the password hash is not
 * part of it, and an attribute that can no longer be read is dropped rather than failing.
 */
class SessionAttributesTest {

  private final ConversionService conversions =
      DashboardSessions.attributeConversions(getClass().getClassLoader());

  private Object roundTrip(Object attribute) {
    byte[] bytes = conversions.convert(attribute, byte[].class);
    return conversions.convert(bytes, Object.class);
  }

  @Test
  void theSignedInContextTheCsrfTokenAndAFlashSurviveTheRoundTrip() {
    DashboardUser user =
        new DashboardUser(
            "account-1", "me@example.com", "{argon2@SpringSecurity_v5_8}$argon2id$secret");
    UsernamePasswordAuthenticationToken auth =
        UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities());
    auth.setDetails(new WebAuthenticationDetails("127.0.0.1", null));
    auth.eraseCredentials(); // as Spring Security does after a sign-in
    byte[] stored = conversions.convert(new SecurityContextImpl(auth), byte[].class);
    assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain("argon2");

    SecurityContext context = (SecurityContext) conversions.convert(stored, Object.class);
    assertThat(context.getAuthentication().isAuthenticated()).isTrue();
    DashboardUser read = (DashboardUser) context.getAuthentication().getPrincipal();
    assertThat(read.accountId()).isEqualTo("account-1");
    assertThat(read.getUsername()).isEqualTo("me@example.com");
    assertThat(read.getPassword()).isNull();

    DefaultCsrfToken token = new DefaultCsrfToken("X-CSRF-TOKEN", "_csrf", "token-value");
    assertThat(((DefaultCsrfToken) roundTrip(token)).getToken()).isEqualTo("token-value");

    FlashMap flash = new FlashMap();
    flash.put("sealedKey", new NewKeyReveal.Sealed("key-1", "my tool", "c2VhbGVk"));
    flash.put("notice", "Key revoked.");
    @SuppressWarnings("unchecked")
    List<FlashMap> flashes = (List<FlashMap>) roundTrip(new ArrayList<>(List.of(flash)));
    Map<String, Object> readFlash = flashes.getFirst();
    assertThat(readFlash)
        .containsEntry("sealedKey", new NewKeyReveal.Sealed("key-1", "my tool", "c2VhbGVk"));
  }

  record Gone(String value) implements Serializable {}

  @Test
  void anAttributeThatCannotBeReadBackIsDropped() {
    byte[] bytes = conversions.convert(new Gone("x"), byte[].class);
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    // The same stream naming a class this version does not have.
    byte[] renamed = text.replace("$Gone", "$Gonx").getBytes(StandardCharsets.ISO_8859_1);
    assertThat(conversions.convert(renamed, Object.class)).isNull();
    assertThat(conversions.convert(new byte[] {1, 2, 3}, Object.class)).isNull();
    assertThat(roundTrip(new Gone("x"))).isEqualTo(new Gone("x"));
  }
}
