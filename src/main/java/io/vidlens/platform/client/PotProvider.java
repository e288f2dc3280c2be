package io.vidlens.platform.client;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * A proof-of-origin token provider the operator runs beside Vidlens, compatible with the
 * bgutil-ytdlp-pot-provider server: {@code POST /get_pot} with {@code {"content_binding": ...}}
 * answers {@code {"poToken", "contentBinding", "expiresAt"}}, and {@code GET /ping} says it is up.
 * The platform answers some caption files empty without such a token.
 *
 * <p>The URL is operator configuration, but the provider is still a network peer: every call has a
 * timeout, redirects are not followed, and answers are read to a bounded size. Tokens are kept per
 * content binding until they expire.
 */
public class PotProvider {

  /** The property an operator sets to configure one; named in the 503 that asks for it. */
  public static final String PROPERTY = "vidlens.upstream.pot-provider.url";

  /** Whether a provider is configured and whether it answered the last ping. */
  public record Status(boolean configured, boolean reachable, String detail) {}

  private static final Logger log = LoggerFactory.getLogger(PotProvider.class);
  private static final int MAX_ANSWER_BYTES = 64 * 1024;

  /** Used when the provider gives no (readable) expiry: bgutil tokens live hours. */
  private static final Duration DEFAULT_LIFETIME = Duration.ofHours(1);

  private static final long RETRY_AFTER_SECONDS = 10;

  private record Token(String value, Instant expiresAt) {}

  private final URI base;
  private final Duration timeout;
  private final ObjectMapper mapper;
  private final Clock clock;
  private final HttpClient http;
  private final Cache<String, Token> tokens;

  public PotProvider(String url, Duration timeout, ObjectMapper mapper, Clock clock) {
    this.base =
        url == null || url.isBlank() ? null : URI.create(url.endsWith("/") ? url : url + "/");
    if (base != null && !("http".equals(base.getScheme()) || "https".equals(base.getScheme()))) {
      throw new IllegalArgumentException(PROPERTY + " must be an http(s) URL: " + url);
    }
    this.timeout = timeout;
    this.mapper = mapper;
    this.clock = clock;
    this.http =
        base == null
            ? null
            : HttpClient.newBuilder()
                .connectTimeout(timeout)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    this.tokens =
        Caffeine.newBuilder()
            .maximumSize(10_000)
            .ticker(() -> TimeUnit.MILLISECONDS.toNanos(clock.millis()))
            .expireAfterWrite(Duration.ofHours(12))
            .build();
  }

  /** No provider: captions that need a token answer 503 naming {@link #PROPERTY}. */
  public static PotProvider none(ObjectMapper mapper) {
    return new PotProvider(null, Duration.ofSeconds(1), mapper, Clock.systemUTC());
  }

  public boolean configured() {
    return base != null;
  }

  /**
   * A token bound to {@code contentBinding} (a video ID for caption files), from the provider or
   * kept from an earlier answer; empty when no provider is configured.
   *
   * @throws PlatformException.Unavailable when the provider does not give one
   */
  public Optional<String> token(String contentBinding) {
    if (base == null) {
      return Optional.empty();
    }
    Token known = tokens.getIfPresent(contentBinding);
    if (known != null && known.expiresAt().isAfter(clock.instant())) {
      return Optional.of(known.value());
    }
    Token fresh = fetch(contentBinding);
    tokens.put(contentBinding, fresh);
    return Optional.of(fresh.value());
  }

  /** Whether a provider is configured and answers {@code GET /ping} now (for health checks). */
  public Status status() {
    if (base == null) {
      return new Status(false, false, "no provider configured (" + PROPERTY + ")");
    }
    try {
      HttpResponse<InputStream> response =
          http.send(
              HttpRequest.newBuilder(base.resolve("ping")).timeout(timeout).GET().build(),
              HttpResponse.BodyHandlers.ofInputStream());
      String body = bounded(response.body());
      if (response.statusCode() != 200) {
        return new Status(true, false, "ping answered HTTP " + response.statusCode());
      }
      JsonNode ping = readJson(body);
      String version = ping == null ? "" : ping.path("version").asString("");
      return new Status(true, true, version.isEmpty() ? "up" : "up, version " + version);
    } catch (IOException | RuntimeException e) {
      return new Status(true, false, "ping failed: " + e.getClass().getSimpleName());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Status(true, false, "ping interrupted");
    }
  }

  private Token fetch(String contentBinding) {
    String request = mapper.createObjectNode().put("content_binding", contentBinding).toString();
    try {
      HttpResponse<InputStream> response =
          http.send(
              HttpRequest.newBuilder(base.resolve("get_pot"))
                  .timeout(timeout)
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofString(request))
                  .build(),
              HttpResponse.BodyHandlers.ofInputStream());
      String body = bounded(response.body());
      if (response.statusCode() != 200) {
        throw failed("answered HTTP " + response.statusCode());
      }
      JsonNode answer = readJson(body);
      JsonNode token = answer == null ? null : answer.path("poToken");
      if (token == null || !token.isString() || token.stringValue().isBlank()) {
        throw failed("answered without a poToken");
      }
      return new Token(token.stringValue(), expiry(answer.path("expiresAt")));
    } catch (IOException e) {
      throw failed("could not be reached (" + e.getClass().getSimpleName() + ")");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw failed("was interrupted");
    }
  }

  /** {@code expiresAt} as an ISO instant (as bgutil writes it); else a default lifetime. */
  private Instant expiry(JsonNode expiresAt) {
    Instant fallback = clock.instant().plus(DEFAULT_LIFETIME);
    if (!expiresAt.isString()) {
      return fallback;
    }
    try {
      return Instant.parse(expiresAt.stringValue());
    } catch (DateTimeParseException e) {
      return fallback;
    }
  }

  private JsonNode readJson(String body) {
    try {
      JsonNode tree = mapper.readTree(body);
      return tree != null && tree.isObject() ? tree : null;
    } catch (JacksonException e) {
      return null;
    }
  }

  /** The answer's text, refusing one beyond the bound. */
  private static String bounded(InputStream in) throws IOException {
    try (in) {
      byte[] bytes = in.readNBytes(MAX_ANSWER_BYTES + 1);
      if (bytes.length > MAX_ANSWER_BYTES) {
        throw new IOException("answer larger than " + MAX_ANSWER_BYTES + " bytes");
      }
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  private PlatformException.Unavailable failed(String what) {
    log.warn("Proof-of-origin token provider at {} {}", base, what);
    return new PlatformException.Unavailable(
        UpstreamFault.UNEXPECTED_ANSWER,
        "This video's captions need a proof-of-origin token, and the configured token provider ("
            + PROPERTY
            + ") "
            + what
            + "; try again later.",
        RETRY_AFTER_SECONDS);
  }
}
