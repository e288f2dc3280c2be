package io.vidlens.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A client of the running service, as a real caller would use it. Every JSON answer it sees under
 * {@code /api/} is validated against the OpenAPI document, so document and behaviour cannot drift
 * apart.
 */
public final class ApiClient {

  /** One answer: status, headers and the JSON body (null when the body is not JSON). */
  public record Answer(int status, java.net.http.HttpHeaders headers, String text, JsonNode json) {

    public Optional<String> header(String name) {
      return headers.firstValue(name);
    }

    public long longHeader(String name) {
      return Long.parseLong(
          header(name).orElseThrow(() -> new AssertionError("no header " + name)));
    }

    public JsonNode error() {
      return json.get("error");
    }
  }

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final String baseUrl;
  private final String apiKey;

  public ApiClient(int port, String apiKey) {
    this.baseUrl = "http://127.0.0.1:" + port;
    this.apiKey = apiKey;
  }

  public ApiClient withKey(String key) {
    return new ApiClient(Integer.parseInt(baseUrl.substring(baseUrl.lastIndexOf(':') + 1)), key);
  }

  public Answer get(String pathAndQuery) {
    return send("GET", pathAndQuery, null, null);
  }

  public Answer post(String path, String json) {
    return send("POST", path, json, "application/json");
  }

  public Answer send(String method, String pathAndQuery, String body, String contentType) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(baseUrl + pathAndQuery)).timeout(Duration.ofSeconds(30));
    if (apiKey != null) {
      request.header("Authorization", "Bearer " + apiKey);
    }
    if (contentType != null) {
      request.header("Content-Type", contentType);
    }
    request.method(
        method,
        body == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(body));
    return exchange(method, pathAndQuery, request.build());
  }

  public Answer exchange(String method, String pathAndQuery, HttpRequest request) {
    try {
      HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
      String contentType = response.headers().firstValue("Content-Type").orElse("");
      JsonNode json = contentType.contains("json") ? JSON.readTree(response.body()) : null;
      Answer answer = new Answer(response.statusCode(), response.headers(), response.body(), json);
      String path = URI.create(baseUrl + pathAndQuery).getPath();
      if (path.startsWith("/api/") && OpenApiContract.get().templateFor(path).isPresent()) {
        assertThat(OpenApiContract.get().validate(method, path, answer.status(), json))
            .as("%s %s answered %s: %s", method, pathAndQuery, answer.status(), response.body())
            .isEmpty();
      }
      return answer;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  public String apiKey() {
    return apiKey;
  }

  public String baseUrl() {
    return baseUrl;
  }
}
