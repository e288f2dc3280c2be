package io.vidlens.radar;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The webhook's signature: {@code sha256=} and the hex HMAC-SHA256, keyed by the list's secret (its
 * UTF-8 bytes, prefix included), of {@code "<timestamp>.<body>"}, the timestamp being the {@code
 * X-Vidlens-Timestamp} header (epoch seconds): a receiver that checks it is recent also refuses a
 * replayed request.
 */
final class WebhookSignature {

  private WebhookSignature() {}

  static String of(String secret, long timestamp, String body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
      byte[] digest = mac.doFinal((timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
      return "sha256=" + HexFormat.of().formatHex(digest);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
    }
  }
}
