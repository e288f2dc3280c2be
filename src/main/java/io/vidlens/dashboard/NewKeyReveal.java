package io.vidlens.dashboard;

import io.vidlens.dashboard.KeysController.CreatedKey;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.Serial;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;

/**
 * Carries a new key's secret from the create form to the next view of the keys page without storing
 * it anywhere in clear. The flash attribute that carries it lives in the session, and sessions live
 * in the database, where a key is only ever kept as its hash (backups and replicas of the database
 * included). So the flash attribute holds the secret encrypted (AES-256-GCM) with a one-time key
 * that only the browser has: a cookie sent to the keys page alone, for five minutes, removed when
 * the secret is shown. Neither half alone reveals it.
 */
@Component
class NewKeyReveal {

  static final String COOKIE = "VIDLENS_NEW_KEY";
  private static final Duration LIFETIME = Duration.ofMinutes(5);
  private static final int NONCE_BYTES = 12;
  private static final SecureRandom RANDOM = new SecureRandom();

  /** What the session holds: the key's ID and name, and its secret sealed. */
  record Sealed(String id, String name, String sealedSecret) implements Serializable {
    @Serial private static final long serialVersionUID = 1L;
  }

  private final boolean secureCookie;

  NewKeyReveal(@Value("${server.servlet.session.cookie.secure:false}") boolean secureCookie) {
    this.secureCookie = secureCookie;
  }

  /** Seals the key's secret and sends the browser the one-time key that opens it. */
  Sealed seal(CreatedKey key, HttpServletRequest request, HttpServletResponse response) {
    byte[] oneTimeKey = random(32);
    byte[] nonce = random(NONCE_BYTES);
    byte[] sealed;
    try {
      sealed =
          crypt(
              Cipher.ENCRYPT_MODE,
              oneTimeKey,
              nonce,
              key.id(),
              key.secret().getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM is part of every JDK", e);
    }
    byte[] stored = new byte[NONCE_BYTES + sealed.length];
    System.arraycopy(nonce, 0, stored, 0, NONCE_BYTES);
    System.arraycopy(sealed, 0, stored, NONCE_BYTES, sealed.length);
    setCookie(
        request,
        response,
        Base64.getUrlEncoder().withoutPadding().encodeToString(oneTimeKey),
        LIFETIME);
    return new Sealed(key.id(), key.name(), Base64.getEncoder().encodeToString(stored));
  }

  /**
   * The key with its secret, when this browser holds the one-time key that opens it (it is removed:
   * the secret is shown once); empty otherwise (another browser, a cookie that expired or was
   * replaced by a later key's).
   */
  Optional<CreatedKey> open(
      Sealed sealed, HttpServletRequest request, HttpServletResponse response) {
    Optional<String> cookie = cookie(request);
    if (cookie.isEmpty()) {
      return Optional.empty();
    }
    setCookie(request, response, "", Duration.ZERO);
    try {
      byte[] oneTimeKey = Base64.getUrlDecoder().decode(cookie.get());
      byte[] stored = Base64.getDecoder().decode(sealed.sealedSecret());
      if (oneTimeKey.length != 32 || stored.length <= NONCE_BYTES) {
        return Optional.empty();
      }
      byte[] secret =
          crypt(
              Cipher.DECRYPT_MODE,
              oneTimeKey,
              Arrays.copyOf(stored, NONCE_BYTES),
              sealed.id(),
              Arrays.copyOfRange(stored, NONCE_BYTES, stored.length));
      return Optional.of(
          new CreatedKey(sealed.id(), sealed.name(), new String(secret, StandardCharsets.UTF_8)));
    } catch (IllegalArgumentException | AEADBadTagException e) {
      return Optional.empty(); // not base64, or not the one-time key of this secret
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM is part of every JDK", e);
    }
  }

  private static Optional<String> cookie(HttpServletRequest request) {
    Cookie[] cookies = request.getCookies();
    if (cookies == null) {
      return Optional.empty();
    }
    return Arrays.stream(cookies)
        .filter(c -> COOKIE.equals(c.getName()) && !c.getValue().isEmpty())
        .map(Cookie::getValue)
        .reduce((first, last) -> last);
  }

  private void setCookie(
      HttpServletRequest request, HttpServletResponse response, String value, Duration maxAge) {
    ResponseCookie cookie =
        ResponseCookie.from(COOKIE, value)
            .path(request.getContextPath() + "/dashboard/keys")
            .httpOnly(true)
            .secure(secureCookie)
            .sameSite("Strict")
            .maxAge(maxAge)
            .build();
    response.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());
  }

  /** AES-GCM with the key's ID as associated data, so a sealed secret opens only as that key's. */
  private static byte[] crypt(int mode, byte[] key, byte[] nonce, String keyId, byte[] input)
      throws GeneralSecurityException {
    Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
    cipher.init(mode, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
    cipher.updateAAD(keyId.getBytes(StandardCharsets.UTF_8));
    return cipher.doFinal(input);
  }

  private static byte[] random(int bytes) {
    byte[] out = new byte[bytes];
    RANDOM.nextBytes(out);
    return out;
  }
}
