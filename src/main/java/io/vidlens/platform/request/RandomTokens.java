package io.vidlens.platform.request;

import java.util.concurrent.ThreadLocalRandom;

/**
 * The throw-away values the apps send: the client playback nonce ({@code cpn}, 16 characters) and
 * the {@code t} query parameter (12 characters), both from the URL-safe base64 alphabet.
 */
public class RandomTokens {

  private static final String ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

  public String cpn() {
    return random(16);
  }

  public String t() {
    return random(12);
  }

  private static String random(int length) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    StringBuilder out = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      out.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return out.toString();
  }
}
