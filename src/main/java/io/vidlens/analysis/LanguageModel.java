package io.vidlens.analysis;

import io.vidlens.analysis.AnalysisResult.StrategicRecommendations;
import io.vidlens.analysis.AnalysisResult.Topic;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * An optional OpenAI-compatible chat completions endpoint ({@code POST
 * {base-url}/chat/completions}) that rewrites the composed strategy and topics. It is given the
 * measured findings and the composed texts and asked for JSON; any failure (unreachable, non-2xx,
 * unusable JSON, fewer than ten topics) leaves the composed texts in place.
 */
final class LanguageModel {

  private static final Logger log = LoggerFactory.getLogger(LanguageModel.class);

  record Written(StrategicRecommendations recommendations, List<Topic> topics) {}

  private final String baseUrl;
  private final String model;
  private final String apiKey;
  private final Duration timeout;
  private final HttpClient http;
  private final JsonMapper json = ResultJson.MAPPER;

  LanguageModel(String baseUrl, String model, String apiKey, Duration timeout) {
    this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.model = model;
    this.apiKey = apiKey;
    this.timeout = timeout;
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  String model() {
    return model;
  }

  Optional<Written> write(
      String findingsJson, StrategicRecommendations composed, List<Topic> composedTopics) {
    try {
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
                  + " of exactly 10 objects {title, description}.");
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
      HttpResponse<String> response =
          http.send(request.build(), HttpResponse.BodyHandlers.ofString());
      if (response.statusCode() / 100 != 2) {
        log.warn(
            "The language model answered HTTP {}; using the composed strategy",
            response.statusCode());
        return Optional.empty();
      }
      String content =
          json.readTree(response.body())
              .path("choices")
              .path(0)
              .path("message")
              .path("content")
              .asString("");
      return parse(content);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    } catch (Exception e) {
      log.warn(
          "The language model could not be used ({}); using the composed strategy", e.toString());
      return Optional.empty();
    }
  }

  private record Draft(StrategicRecommendations recommendations, List<Topic> topics) {}

  Optional<Written> parse(String content) {
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
        log.warn("The language model's answer lacks {}; using the composed strategy", f);
        return Optional.empty();
      }
    }
    List<Topic> topics = new ArrayList<>();
    for (JsonNode t : root.path("topics")) {
      String title = t.path("title").asString("").strip();
      String description = t.path("description").asString("").strip();
      if (!title.isEmpty() && !description.isEmpty() && topics.size() < StrategyComposer.TOPICS) {
        topics.add(new Topic(title, description));
      }
    }
    if (topics.size() < StrategyComposer.TOPICS) {
      log.warn(
          "The language model gave {} usable topics; using the composed strategy", topics.size());
      return Optional.empty();
    }
    return Optional.of(
        new Written(
            new StrategicRecommendations(
                root.path(fields[0]).asString(),
                root.path(fields[1]).asString(),
                root.path(fields[2]).asString(),
                root.path(fields[3]).asString()),
            topics));
  }
}
