package io.vidlens.analysis.section;

import io.vidlens.analysis.result.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.result.AnalysisResult.Topic;
import io.vidlens.json.JsonMappers;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * An optional OpenAI-compatible chat completions endpoint ({@code POST
 * {base-url}/chat/completions}) that rewrites the composed strategy and topics. It is given the
 * measured findings and the composed texts and asked for JSON; any failure (unreachable, too slow,
 * non-2xx, unusable JSON, fewer topics than the draft's) leaves the composed texts in place and
 * says why.
 */
public final class LanguageModel {

  private static final Logger log = LoggerFactory.getLogger(LanguageModel.class);

  public record Written(StrategicRecommendations recommendations, List<Topic> topics) {}

  private final String baseUrl;
  private final String model;
  private final String apiKey;
  private final Duration timeout;
  private final HttpClient http;
  private final JsonMapper json = JsonMappers.SNAKE_CASE;

  public LanguageModel(String baseUrl, String model, String apiKey, Duration timeout) {
    this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.model = model;
    this.apiKey = apiKey;
    this.timeout = timeout;
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  String model() {
    return model;
  }

  /**
   * What one call gave: the written texts, or why the composed ones stand (a sentence for the
   * result's basis: it names the model and the failure's kind, never the URL, key or answer).
   */
  public record Attempt(Optional<Written> written, String failure) {

    static Attempt of(Written written) {
      return new Attempt(Optional.of(written), null);
    }

    static Attempt failed(String failure) {
      return new Attempt(Optional.empty(), failure);
    }
  }

  /**
   * Asks the model to rewrite the composed texts. The whole exchange, answer body included, is
   * bounded by {@code timeout}: a model that is slow, unreachable or streams forever cannot hold
   * the job (the request is cancelled and the composed texts stand).
   */
  Attempt write(
      String findingsJson, StrategicRecommendations composed, List<Topic> composedTopics) {
    String prefix = "the language model " + model + " ";
    CompletableFuture<HttpResponse<String>> call = null;
    try {
      HttpRequest request = request(findingsJson, composed, composedTopics);
      call = http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
      HttpResponse<String> response = call.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
      if (response.statusCode() / 100 != 2) {
        return failed(prefix + "answered HTTP " + response.statusCode());
      }
      String content =
          json.readTree(response.body())
              .path("choices")
              .path(0)
              .path("message")
              .path("content")
              .asString("");
      return parse(content, prefix, composed, composedTopics);
    } catch (TimeoutException e) {
      call.cancel(true);
      return failed(prefix + "did not answer within " + timeout.toSeconds() + " s");
    } catch (InterruptedException e) {
      if (call != null) {
        call.cancel(true);
      }
      Thread.currentThread().interrupt();
      return failed(prefix + "was not waited for (the job was stopped)");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause() == null ? e : e.getCause();
      String kind =
          cause instanceof HttpTimeoutException
              ? "did not answer within " + timeout.toSeconds() + " s"
              : cause instanceof ConnectException
                  ? "could not be reached"
                  : "failed (" + cause.getClass().getSimpleName() + ")";
      return failed(prefix + kind);
    } catch (JacksonException e) {
      return failed(prefix + "gave an answer that is not JSON");
    } catch (RuntimeException e) {
      return failed(prefix + "failed (" + e.getClass().getSimpleName() + ")");
    }
  }

  private Attempt failed(String reason) {
    // The reason holds no URL, key or answer text; the API key is never logged.
    log.warn("{}; using the composed strategy", reason);
    return Attempt.failed(reason);
  }

  private HttpRequest request(
      String findingsJson, StrategicRecommendations composed, List<Topic> composedTopics) {
    ObjectNode body = json.createObjectNode();
    body.put("model", model);
    body.put("temperature", 0.2);
    body.putObject("response_format").put("type", "json_object");
    var messages = body.putArray("messages");
    messages
        .addObject()
        .put("role", "system")
        .put(
            "content",
            "You are a YouTube strategy analyst. Use only the measured findings you are given and state the numbers"
                + " behind every claim. Answer with one JSON object with the string fields performance_patterns,"
                + " content_formula_discovery, audience_behavior_insights, strategic_opportunities and an array topics"
                + " of exactly "
                + composedTopics.size()
                + " objects {title, description}: topic i rewrites the draft's topic i, in the same order and"
                + " on the same videos. Each topic title reads as a video title of this channel: at least three"
                + " words, in the language and style of its titles, never one of its existing titles.");
    messages
        .addObject()
        .put("role", "user")
        .put(
            "content",
            "Measured findings:\n"
                + findingsJson
                + "\n\nA draft written from them:\n"
                + json.writeValueAsString(new Draft(composed, composedTopics))
                + "\n\nImprove the draft; keep every number accurate.");
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(baseUrl + "/chat/completions"))
            .timeout(timeout)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)));
    if (apiKey != null && !apiKey.isBlank()) {
      request.header("Authorization", "Bearer " + apiKey);
    }
    return request.build();
  }

  private record Draft(StrategicRecommendations recommendations, List<Topic> topics) {}

  /**
   * The model's answer, with the draft's evidence carried over: the recommendations keep the
   * composed ones' cited videos, and topic i (the model rewrites the draft's topics in order, one
   * for one) keeps draft topic i's, so every written topic still cites the videos it rests on.
   */
  public Attempt parse(
      String content,
      String prefix,
      StrategicRecommendations composed,
      List<Topic> composedTopics) {
    int wanted = composedTopics.size();
    String text = content.strip();
    if (text.startsWith("```")) {
      text = text.replaceAll("^```[a-zA-Z]*\\s*", "").replaceAll("```\\s*$", "");
    }
    JsonNode root = json.readTree(text);
    String[] fields = {
      "performance_patterns",
      "content_formula_discovery",
      "audience_behavior_insights",
      "strategic_opportunities"
    };
    for (String f : fields) {
      if (!root.path(f).isString() || root.path(f).asString().isBlank()) {
        return failed(prefix + "gave no " + f);
      }
    }
    List<Topic> topics = new ArrayList<>();
    for (JsonNode t : root.path("topics")) {
      String title = t.path("title").asString("").strip();
      String description = t.path("description").asString("").strip();
      if (!title.isEmpty() && !description.isEmpty() && topics.size() < wanted) {
        Topic draft = composedTopics.get(topics.size());
        // A rewrite must still read as a video title (three words or more); else the draft's
        // stands.
        topics.add(
            title.split("\\s+").length >= 3
                ? new Topic(title, description, draft.evidence())
                : draft);
      }
    }
    if (topics.size() < wanted) {
      return failed(prefix + "gave " + topics.size() + " usable topics of " + wanted);
    }
    return Attempt.of(
        new Written(
            new StrategicRecommendations(
                root.path(fields[0]).asString(),
                root.path(fields[1]).asString(),
                root.path(fields[2]).asString(),
                root.path(fields[3]).asString(),
                composed.evidence(),
                composed.chanceTests()),
            topics));
  }
}
