package io.vidlens.oauth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a chat app does to connect to an MCP server, step by step as the MCP authorization spec
 * says: the 401's challenge names the resource metadata (RFC 9728), which names the authorization
 * server, whose metadata (RFC 8414) names the endpoints; the app registers (RFC 7591), sends the
 * person to authorize with PKCE (S256) and the resource (RFC 8707), and trades the code for a
 * token.
 */
final class ChatAppClient {

  static final JsonMapper JSON = JsonMapper.builder().build();
  private static final Pattern RESOURCE_METADATA =
      Pattern.compile("resource_metadata=\"([^\"]+)\"");
  private static final String INITIALIZE =
      """
      {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",\
      "capabilities":{},"clientInfo":{"name":"chat-app","version":"1"}}}""";

  record Answer(int status, String body, String challenge, String retryAfter) {
    JsonNode json() {
      return JSON.readTree(body);
    }
  }

  private final String mcpUrl;
  private final HttpClient http =
      HttpClient.newBuilder()
          .followRedirects(HttpClient.Redirect.NEVER)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  private final String verifier = random(48);

  JsonNode resourceMetadata;
  JsonNode serverMetadata;
  String clientId;
  String clientSecret;

  ChatAppClient(String mcpUrl) {
    this.mcpUrl = mcpUrl;
  }

  /** {@code initialize} at {@code /mcp} with this bearer (none when null). */
  Answer initialize(String bearer) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(mcpUrl))
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofString(INITIALIZE));
    if (bearer != null) {
      request.header("Authorization", "Bearer " + bearer);
    }
    return send(request);
  }

  /** From a 401's challenge to both metadata documents. */
  void discover() {
    Answer refused = initialize(null);
    if (refused.status() != 401 || refused.challenge() == null) {
      throw new AssertionError("expected a 401 with a challenge: " + refused);
    }
    Matcher m = RESOURCE_METADATA.matcher(refused.challenge());
    if (!m.find()) {
      throw new AssertionError("no resource_metadata in " + refused.challenge());
    }
    resourceMetadata = get(m.group(1)).json();
    String issuer = resourceMetadata.path("authorization_servers").path(0).asString();
    serverMetadata = get(issuer + "/.well-known/oauth-authorization-server").json();
  }

  /** Registers as a public client (no secret), as chat apps do. */
  Answer register(String name, String redirectUri) {
    return register(
        JSON.createObjectNode()
            .put("client_name", name)
            .put("token_endpoint_auth_method", "none")
            .set("redirect_uris", JSON.createArrayNode().add(redirectUri))
            .toString());
  }

  /**
   * A confidential app (a web app with a secret, sent as HTTP Basic): the kind that is issued
   * refresh tokens.
   */
  Answer registerConfidential(String name, String redirectUri) {
    ObjectNode body =
        JSON.createObjectNode()
            .put("client_name", name)
            .put("token_endpoint_auth_method", "client_secret_basic");
    body.set("redirect_uris", JSON.createArrayNode().add(redirectUri));
    body.set("grant_types", JSON.createArrayNode().add("authorization_code").add("refresh_token"));
    Answer answer = register(body.toString());
    if (answer.status() == 201) {
      clientSecret = answer.json().path("client_secret").asString();
    }
    return answer;
  }

  /** Registers with this JSON body as it is. */
  Answer register(String body) {
    Answer answer =
        send(
            HttpRequest.newBuilder(
                    URI.create(serverMetadata.path("registration_endpoint").asString()))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    if (answer.status() == 201) {
      clientId = answer.json().path("client_id").asString();
    }
    return answer;
  }

  String authorizationUrl(String redirectUri, String state) {
    return authorizationUrl(redirectUri, state, resource());
  }

  String authorizationUrl(String redirectUri, String state, String resource) {
    Map<String, String> query = new LinkedHashMap<>();
    query.put("response_type", "code");
    query.put("client_id", clientId);
    query.put("redirect_uri", redirectUri);
    query.put("code_challenge", challenge(verifier));
    query.put("code_challenge_method", "S256");
    query.put("state", state);
    query.put("resource", resource);
    return serverMetadata.path("authorization_endpoint").asString() + "?" + Browser.form(query);
  }

  Answer token(String code, String redirectUri, String codeVerifier) {
    return token(code, redirectUri, codeVerifier, resource());
  }

  Answer token(String code, String redirectUri, String codeVerifier, String resource) {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("grant_type", "authorization_code");
    form.put("code", code);
    form.put("redirect_uri", redirectUri);
    form.put("code_verifier", codeVerifier);
    form.put("resource", resource);
    return post("token_endpoint", form);
  }

  Answer refresh(String refreshToken) {
    Map<String, String> form = new LinkedHashMap<>();
    form.put("grant_type", "refresh_token");
    form.put("refresh_token", refreshToken);
    form.put("resource", resource());
    return post("token_endpoint", form);
  }

  Answer revoke(String token) {
    return post("revocation_endpoint", new LinkedHashMap<>(Map.of("token", token)));
  }

  Answer introspect(String token) {
    return post("introspection_endpoint", new LinkedHashMap<>(Map.of("token", token)));
  }

  /** The resource its metadata names. */
  String resource() {
    return resourceMetadata.path("resource").asString();
  }

  /** A form to one of the server's endpoints, as this app authenticates (secret, or its ID). */
  private Answer post(String endpoint, Map<String, String> form) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(serverMetadata.path(endpoint).asString()))
            .header("Content-Type", "application/x-www-form-urlencoded");
    if (clientSecret == null) {
      form.put("client_id", clientId);
    } else {
      request.header(
          "Authorization",
          "Basic "
              + Base64.getEncoder()
                  .encodeToString(
                      (encode(clientId) + ":" + encode(clientSecret))
                          .getBytes(StandardCharsets.UTF_8)));
    }
    return send(request.POST(HttpRequest.BodyPublishers.ofString(Browser.form(form))));
  }

  String verifier() {
    return verifier;
  }

  /** A query parameter of an address the browser was sent to. */
  static String parameter(String url, String name) {
    String query = URI.create(url).getRawQuery();
    for (String pair : query == null ? new String[0] : query.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0 && pair.substring(0, eq).equals(name)) {
        return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      }
    }
    return null;
  }

  static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  Answer get(String url) {
    return send(HttpRequest.newBuilder(URI.create(url)).GET());
  }

  private Answer send(HttpRequest.Builder request) {
    try {
      HttpResponse<String> response =
          http.send(
              request.timeout(Duration.ofSeconds(30)).build(),
              HttpResponse.BodyHandlers.ofString());
      return new Answer(
          response.statusCode(),
          response.body(),
          response.headers().firstValue("WWW-Authenticate").orElse(null),
          response.headers().firstValue("Retry-After").orElse(null));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static String challenge(String verifier) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String random(int bytes) {
    byte[] b = new byte[bytes];
    new SecureRandom().nextBytes(b);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
  }
}
