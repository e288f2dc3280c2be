package io.vidlens.access.internal;

import io.vidlens.access.Sha256;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * Making, hashing and comparing key secrets. A key is 256 random bits; being that strong, a fast
 * SHA-256 is the right hash (a slow hash defends weak passwords, not random keys).
 */
public final class ApiKeySecrets {

  public static final String PREFIX = "vl_";
  public static final int DISPLAY_PREFIX_LENGTH = 10;
  private static final Pattern PLAUSIBLE = Pattern.compile("[\\x21-\\x7E]{16,512}");
  private static final SecureRandom RANDOM = new SecureRandom();

  private ApiKeySecrets() {}

  public static String generate() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** Printable ASCII, 16 to 512 characters: anything else is refused before any lookup. */
  public static boolean isPlausible(String secret) {
    return secret != null && PLAUSIBLE.matcher(secret).matches();
  }

  public static String hash(String secret) {
    return Sha256.hex(secret);
  }

  /** Constant-time comparison of two hex hashes. */
  public static boolean sameHash(String a, String b) {
    return MessageDigest.isEqual(
        a.getBytes(StandardCharsets.US_ASCII), b.getBytes(StandardCharsets.US_ASCII));
  }

  /**
   * What may be shown of a key: ten characters of a generated key (42 of its 256 random bits), but
   * only the first three of an operator's own bootstrap value, which may be short.
   */
  public static String displayPrefix(String secret) {
    boolean generated = secret.startsWith(PREFIX) && secret.length() >= 40;
    return secret.substring(0, generated ? DISPLAY_PREFIX_LENGTH : 3) + (generated ? "" : "…");
  }
}
