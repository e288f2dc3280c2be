package io.vidlens.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Hostile input sent to every operation over HTTP, as an abusive client would send it: identifiers
 * with control characters, huge bulk bodies, huge parameter values and requests the framework
 * refuses. Every answer speaks in words (never a Java class or a framework's message), repeats at
 * most {@value #MAX_ECHO} characters of any value it was sent, and stays small.
 */
class HostileInputTest extends ServerTest {

  private static final String VIDEO = "dQw4w9WgXcQ";
  private static final String CHANNEL = "UCsXVk37bltHxD1rDPwtNM8Q";
  private static final String JOB = "00000000-0000-0000-0000-000000000000";
  private static final int MAX_ECHO = 64;

  /** What a Java or framework internal looks like in text. */
  private static final Pattern INTERNALS =
      Pattern.compile(
          "[a-z]+\\.[a-z]+\\.[A-Z]|Exception|java\\.|tools\\.jackson|org\\.springframework"
              + "|org\\.apache|jakarta\\.");

  /** Control characters an identifier may not hold: NUL, tab, line feed, unit separator, DEL. */
  private static final List<String> CONTROLS = List.of("\u0000", "\t", "\n", "\u001f", "\u007f");

  @Test
  void identifiersWithAControlCharacterAre400InEveryOperationThatTakesOne() {
    List<String> problems = new ArrayList<>();
    for (Operation op : Operation.values()) {
      String valid = validIdFor(op);
      if (valid == null) {
        continue;
      }
      for (String control : CONTROLS) {
        for (String hostile :
            List.of(
                valid + control,
                control + valid,
                valid.substring(0, 5) + control + valid.substring(5))) {
          Answer answer = sendId(op, hostile);
          String problem = problemWith(answer, hostile);
          if (answer.status() != 400) {
            problem = "answered " + answer.status() + " instead of 400";
          } else if (problem == null
              && !answer.error().get("details").asString().contains("control character")) {
            problem = "details do not say what to fix";
          }
          if (problem != null) {
            problems.add(op.id() + " " + printable(hostile) + ": " + problem + " " + answer.text());
          }
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void channelHandlesAndUrlsWithAControlCharacterAre400() {
    List<String> refs =
        List.of(
            "@vidlens\u0000",
            "@vid\tlens",
            "https://www.youtube.com/@vidlens/\u0000",
            "https://www.youtube.com/channel/" + CHANNEL + "\u001f",
            "youtube.com/c/vidlens\u007f");
    for (String path :
        List.of(Operation.GET_ABOUT.pathTemplate(), Operation.GET_VIDEOS.pathTemplate())) {
      for (String param : List.of("channelId", "channel_id")) {
        for (String ref : refs) {
          Answer answer = api().get(path + "?" + param + "=" + encode(ref));
          assertThat(answer.status()).as("%s %s=%s", path, param, printable(ref)).isEqualTo(400);
          assertThat(answer.error().get("message").asString())
              .isEqualTo("Invalid channel ID format");
          assertThat(problemWith(answer, ref)).isNull();
        }
      }
    }
  }

  @Test
  void plainSpacesAroundAValidIdAreForgivenAndAnswerAsTheIdAlone() {
    for (Operation op : Operation.values()) {
      String valid = validIdFor(op);
      if (valid == null || op == Operation.CREATE_ANALYSIS_JOB) {
        continue; // creating a job twice answers "cached": compared by status below
      }
      Answer plain = sendId(op, valid);
      Answer spaced = sendId(op, "  " + valid + " ");
      assertThat(spaced.status()).as(op.id()).isEqualTo(plain.status()).isNotEqualTo(400);
      if (plain.json() != null && plain.json().has("error")) {
        assertThat(spaced.error().get("message"))
            .as(op.id())
            .isEqualTo(plain.error().get("message"));
      }
    }
    Answer created = sendId(Operation.CREATE_ANALYSIS_JOB, " UC" + "a".repeat(22) + " ");
    assertThat(created.status()).isEqualTo(200);
    assertThat(created.json().get(0).get("channel_id").asString()).isEqualTo("UC" + "a".repeat(22));
  }

  @Test
  void aBulkBodyOf900KbOfBadIdsAnswersASmall400ThatRepeatsNoneOfThem() {
    String ids =
        IntStream.range(0, 75_000)
            .mapToObj(i -> "\"bad-" + String.format("%06d", i) + "\"")
            .collect(Collectors.joining(","));
    String body = "{\"videoIds\":[" + ids + "]}";
    assertThat(body.length()).isGreaterThan(900_000);
    for (Operation op : List.of(Operation.GET_BULK_TRANSCRIPT, Operation.GET_BULK_SUBTITLE)) {
      Answer answer = api().post(op.pathTemplate(), body);
      assertThat(answer.status()).as(op.id()).isEqualTo(400);
      assertThat(answer.text()).hasSizeLessThan(400).doesNotContain("bad-");
      assertThat(answer.error().get("details").asString())
          .contains("1 to 10 video IDs")
          .contains("75000");
    }
  }

  @Test
  void tenHugeBadIdsAreEachEchoedCutTo64Characters() {
    List<String> huge =
        IntStream.range(0, 10).mapToObj(i -> ("x" + i).repeat(45_000)).toList(); // 90 KB each
    String body =
        "{\"videoIds\":["
            + huge.stream().map(id -> "\"" + id + "\"").collect(Collectors.joining(","))
            + "]}";
    for (Operation op : List.of(Operation.GET_BULK_TRANSCRIPT, Operation.GET_BULK_SUBTITLE)) {
      Answer answer = api().post(op.pathTemplate(), body);
      assertThat(answer.status()).as(op.id()).isEqualTo(200);
      assertThat(answer.text()).hasSizeLessThan(2_500);
      JsonNode results = answer.json().get("results");
      assertThat(results).hasSize(10);
      for (int i = 0; i < 10; i++) {
        String echoed = results.get(i).get("videoId").asString();
        assertThat(echoed).hasSizeLessThanOrEqualTo(MAX_ECHO);
        assertThat(huge.get(i)).startsWith(echoed.substring(0, echoed.length() - 1));
        assertThat(results.get(i).get("error").asString()).isEqualTo("Invalid video ID format");
      }
    }
  }

  @Test
  void aBulkIdWithAControlCharacterRefusesTheRequestNamingItsPosition() {
    Answer answer =
        api()
            .post(
                Operation.GET_BULK_TRANSCRIPT.pathTemplate(),
                "{\"videoIds\":[\"" + VIDEO + "\",\"" + VIDEO + "\\u0000\"]}");
    assertThat(answer.status()).isEqualTo(400);
    assertThat(answer.error().get("message").asString()).isEqualTo("Invalid video ID format");
    assertThat(answer.error().get("details").asString())
        .contains("Element 2 of 'videoIds'")
        .contains("control character");
  }

  @Test
  void hugeValuesAnywhereAreNeverRepeatedBeyond64Characters() {
    String huge = "Z".repeat(6_000);
    List<String> requests =
        List.of(
            Operation.GET_VIDEO_DETAILS.pathTemplate() + "?videoId=" + huge,
            Operation.GET_ABOUT.pathTemplate() + "?channelId=" + huge,
            Operation.GET_ABOUT.pathTemplate() + "?channelId=@" + huge,
            Operation.GET_VIDEOS.pathTemplate() + "?channelId=" + CHANNEL + "&sort=" + huge,
            Operation.GET_COMMENTS.pathTemplate() + "?videoId=" + VIDEO + "&token=" + huge,
            Operation.GET_ANALYSIS_RESULT.pathTemplate() + "?job_id=" + huge,
            Operation.CREATE_ANALYSIS_JOB.pathTemplate() + "?channel_id=" + huge,
            Operation.GET_OUTLIERS.pathTemplate() + "?channelId=" + CHANNEL + "&maxVideos=" + huge,
            "/api/external/" + huge);
    for (String request : requests) {
      Answer answer = api().get(request);
      assertThat(answer.status()).as(request.substring(0, 60)).isBetween(400, 499);
      assertThat(problemWith(answer, huge)).as(request.substring(0, 60)).isNull();
    }
    Answer sort =
        api().get(Operation.GET_VIDEOS.pathTemplate() + "?channelId=" + CHANNEL + "&sort=" + huge);
    assertThat(sort.error().get("details").asString()).contains("sort must be one of");
  }

  @Test
  void refusalsTheFrameworkRaisesAreInWordsWithoutClassNames() {
    ApiClient api = api();
    String longType = "application/x-" + "q".repeat(3_000);
    List<Answer> answers = new ArrayList<>();
    for (Operation op : Operation.values()) {
      String path =
          op.pathTemplate()
              .replace("{channelId}", CHANNEL)
              .replace("{watchlistId}", "00000000-0000-4000-8000-000000000000");
      answers.add(api.send("PUT", path, "{}", "application/json"));
      answers.add(api.send("DELETE", path + "?videoId=" + VIDEO, null, null));
      if (op.method().name().equals("POST")) {
        answers.add(api.send("POST", path, "{}", "text/plain"));
        answers.add(api.send("POST", path, "{}", longType));
        answers.add(api.post(path, "{"));
        answers.add(api.post(path, "[1,2]"));
        answers.add(api.post(path, "\"just a string\""));
        answers.add(api.post(path, "{\"videoIds\":\"x\",\"channelId\":5,\"text\":[]}"));
        answers.add(api.post(path, "{\"videoIds\":[1,2],\"channelId\":{},\"image_url\":7}"));
        answers.add(api.post(path, "[".repeat(5_000) + "]".repeat(5_000)));
        answers.add(api.post(path, "{\"a\":\"\\uZZZZ\"}"));
        answers.add(api.post(path, ""));
      }
    }
    answers.add(
        api.get(
            Operation.GET_OUTLIERS.pathTemplate() + "?channelId=" + CHANNEL + "&maxVideos=abc"));
    answers.add(
        api.get(
            Operation.GET_OUTLIERS.pathTemplate()
                + "?channelId="
                + CHANNEL
                + "&threshold=1e999999x"));
    answers.add(
        withAccept(api, Operation.GET_VIDEO_DETAILS.pathTemplate() + "?videoId=x", "image/png"));
    List<String> problems = new ArrayList<>();
    for (Answer answer : answers) {
      String problem = problemWith(answer, longType);
      if (problem == null && answer.status() >= 500) {
        problem = "answered " + answer.status();
      }
      if (problem != null) {
        problems.add(problem + ": " + answer.status() + " " + answer.text());
      }
    }
    assertThat(problems).isEmpty();
    Answer mismatch =
        api.get(Operation.GET_OUTLIERS.pathTemplate() + "?channelId=" + CHANNEL + "&maxVideos=abc");
    assertThat(mismatch.error().get("details").asString())
        .isEqualTo("Parameter 'maxVideos' has an invalid value; expected an integer.");
  }

  // ---- helpers ----

  /** The valid identifier an operation takes, or null when it takes none. */
  private static String validIdFor(Operation op) {
    return switch (op) {
      case GET_VIDEO_DETAILS,
          GET_SHORTS_DETAILS,
          GET_COMMENTS,
          GET_TRANSCRIPT,
          GET_SUBTITLE,
          GET_RPM,
          GET_BULK_TRANSCRIPT,
          GET_BULK_SUBTITLE ->
          VIDEO;
      case GET_ANALYTICS,
          GET_GEOGRAPHY_REVENUE,
          GET_SHORT_VS_LONG_VIEWS,
          GET_ABOUT,
          GET_VIDEOS,
          GET_SHORTS,
          GET_PLAYLISTS,
          GET_OUTLIERS,
          CREATE_ANALYSIS_JOB ->
          CHANNEL;
      case GET_ANALYSIS_RESULT -> JOB;
      // The watchlists' IDs and channels: WatchlistOperationsServerTest sends them hostile; the
      // outlier search's filters: OutlierSearchServerTest.
      case SEARCH_SIMILAR_THUMBNAILS,
          LIST_WATCHLISTS,
          CREATE_WATCHLIST,
          GET_WATCHLIST,
          UPDATE_WATCHLIST,
          DELETE_WATCHLIST,
          ADD_WATCHLIST_CHANNEL,
          REMOVE_WATCHLIST_CHANNEL,
          GET_WATCHLIST_BREAKOUTS,
          SEARCH_OUTLIERS ->
          null;
    };
  }

  /** Sends {@code id} where the operation takes its identifier. */
  private Answer sendId(Operation op, String id) {
    ApiClient api = api();
    String path = op.pathTemplate();
    return switch (op) {
      case GET_ANALYTICS, GET_GEOGRAPHY_REVENUE ->
          api.post(path, "{\"channelId\":" + json(id) + "}");
      case GET_BULK_TRANSCRIPT, GET_BULK_SUBTITLE ->
          api.post(path, "{\"videoIds\":[" + json(id) + "]}");
      case GET_SHORT_VS_LONG_VIEWS -> api.get(path.replace("{channelId}", encode(id)));
      case CREATE_ANALYSIS_JOB -> api.get(path + "?channel_id=" + encode(id));
      case GET_ANALYSIS_RESULT -> api.get(path + "?job_id=" + encode(id));
      case GET_ABOUT, GET_VIDEOS, GET_SHORTS, GET_PLAYLISTS, GET_OUTLIERS ->
          api.get(path + "?channelId=" + encode(id));
      default -> api.get(path + "?videoId=" + encode(id));
    };
  }

  /**
   * What is wrong with an answer to a hostile request, or null: an error outside the envelope,
   * internals in its words, more than {@value #MAX_ECHO} characters of {@code hostile} repeated, a
   * control character repeated, or a large body.
   */
  private static String problemWith(Answer answer, String hostile) {
    if (answer.status() < 400) {
      return null;
    }
    if (answer.json() == null || answer.error() == null) {
      return "not in the error envelope";
    }
    JsonNode error = answer.error();
    if (error.get("code").asInt() != answer.status()) {
      return "code differs from the status";
    }
    for (String field : List.of("message", "details")) {
      String text = error.path(field).asString("");
      if (INTERNALS.matcher(text).find()) {
        return field + " names internals";
      }
      if (text.chars().anyMatch(Character::isISOControl)) {
        return field + " repeats a control character";
      }
    }
    if (error.path("details").asString("").isBlank()) {
      return "no details";
    }
    if (hostile.length() > MAX_ECHO && answer.text().contains(hostile.substring(0, MAX_ECHO + 1))) {
      return "repeats more than " + MAX_ECHO + " characters of the request";
    }
    if (answer.text().length() > 1_000) {
      return "a large answer (" + answer.text().length() + " characters)";
    }
    return null;
  }

  private Answer withAccept(ApiClient api, String pathAndQuery, String accept) {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(api.baseUrl() + pathAndQuery))
            .header("Authorization", "Bearer " + api.apiKey())
            .header("Accept", accept)
            .build();
    return api.exchange("GET", pathAndQuery, request);
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
  }

  private static String json(String value) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : value.toCharArray()) {
      if (c < 0x20 || c == '"' || c == '\\' || c == 0x7f) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }

  private static String printable(String value) {
    return value
        .chars()
        .mapToObj(
            c -> Character.isISOControl(c) ? String.format("\\u%04x", c) : Character.toString(c))
        .collect(Collectors.joining());
  }
}
