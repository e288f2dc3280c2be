package io.vidlens.api;

import io.vidlens.storage.ServiceSecrets;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The continuation tokens Vidlens hands out. Each wraps the platform's own continuation with the
 * scope it belongs to (a video's comments, a channel tab in one sort order) and the time it was
 * issued, signed with the service's secret: a token used for another video, a token that is not
 * ours, and an expired token are told apart and answered 400 with what to do.
 */
@Component
public class PageTokens {

  private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
  private static final Base64.Decoder DECODER = Base64.getUrlDecoder();
  private static final String VERSION = "1";

  private final byte[] secret;
  private final Duration lifetime;
  private final Clock clock;

  @Autowired
  PageTokens(
      ServiceSecrets secrets,
      @Value("${vidlens.page-token-lifetime:6h}") Duration lifetime,
      Clock clock) {
    this(secrets.secret("page-tokens"), lifetime, clock);
  }

  /**
   * Tokens signed with {@code secret}, valid for {@code lifetime} by {@code clock} (also for tests
   * of features).
   */
  public PageTokens(byte[] secret, Duration lifetime, Clock clock) {
    this.secret = secret.clone();
    this.lifetime = lifetime;
    this.clock = clock;
  }

  /** A token for the next page of {@code scope}, wrapping the platform's continuation. */
  public String issue(String scope, String platformContinuation) {
    if (platformContinuation == null || platformContinuation.isEmpty()) {
      return "";
    }
    String payload =
        String.join(
            "\n",
            VERSION,
            scope,
            Long.toString(clock.instant().getEpochSecond()),
            platformContinuation);
    byte[] bytes = payload.getBytes(StandardCharsets.UTF_8);
    return ENCODER.encodeToString(bytes) + "." + ENCODER.encodeToString(sign(bytes));
  }

  /**
   * The platform continuation inside {@code token}, which must have been issued for {@code scope};
   * 400 otherwise. {@code scopeName} words the message ("this video").
   */
  public String open(String token, String scope, String scopeName) {
    int dot = token.indexOf('.');
    byte[] payload;
    byte[] signature;
    try {
      if (dot <= 0) {
        throw new IllegalArgumentException("no signature");
      }
      payload = DECODER.decode(token.substring(0, dot));
      signature = DECODER.decode(token.substring(dot + 1));
    } catch (IllegalArgumentException e) {
      throw notOurs();
    }
    if (!MessageDigest.isEqual(sign(payload), signature)) {
      throw notOurs();
    }
    String[] parts = new String(payload, StandardCharsets.UTF_8).split("\n", 4);
    if (parts.length != 4 || !parts[0].equals(VERSION)) {
      throw notOurs();
    }
    if (!parts[1].equals(scope)) {
      throw ApiException.badRequest(
          "Invalid continuation token",
          "This token belongs to another request; a token can only be used with "
              + scopeName
              + " it was issued for. Start again without a token.");
    }
    Instant issued = Instant.ofEpochSecond(Long.parseLong(parts[2]));
    if (issued.plus(lifetime).isBefore(clock.instant())) {
      throw ApiException.badRequest(
          "Invalid continuation token",
          "This token has expired (tokens last "
              + lifetime.toHours()
              + " h); start again without a token.");
    }
    return parts[3];
  }

  private static ApiException notOurs() {
    return ApiException.badRequest(
        "Invalid continuation token",
        "The token is not one this service issued; send the continuation value of the previous answer unchanged, or no token for the first page.");
  }

  private byte[] sign(byte[] payload) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret, "HmacSHA256"));
      return mac.doFinal(payload);
    } catch (NoSuchAlgorithmException | InvalidKeyException e) {
      throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
    }
  }
}
