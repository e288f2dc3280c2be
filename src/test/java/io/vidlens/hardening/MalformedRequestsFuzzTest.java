package io.vidlens.hardening;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.access.Operation;
import io.vidlens.testing.ServerTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpMethod;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Ten thousand generated malformed requests, sent as raw bytes so that nothing on the client side
 * cleans them up: random paths, methods, headers, query strings, bodies, huge and deeply nested
 * JSON, invalid UTF-8 and wrong content types. None may get a 5xx or an error outside the envelope,
 * and the server must stay healthy with bounded memory.
 */
class MalformedRequestsFuzzTest extends ServerTest {

  private static final int REQUESTS = 10_000;
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String[] METHODS = {
    "GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "FOO"
  };
  private static final String[] CONTENT_TYPES = {
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=ISO-8859-1",
    "application/xml",
    "",
    "image/png",
    "application/json;;;",
    "*/*"
  };

  /** What one request got back, for the checks. */
  record Outcome(String request, int status, String contentType, String body) {}

  @Test
  void noMalformedRequestGetsA5xxOrAnErrorOutsideTheEnvelope() throws Exception {
    Random random = new Random(20261122L);
    List<byte[]> requests = new ArrayList<>(REQUESTS);
    for (int i = 0; i < REQUESTS; i++) {
      requests.add(generate(random));
    }
    long heapBefore = usedHeapAfterGc();
    List<Outcome> outcomes = new ArrayList<>(REQUESTS);
    try (ExecutorService pool = Executors.newFixedThreadPool(8)) {
      List<Future<Outcome>> futures = new ArrayList<>();
      for (byte[] request : requests) {
        futures.add(pool.submit(() -> send(request)));
      }
      for (Future<Outcome> f : futures) {
        outcomes.add(f.get());
      }
    }
    List<String> problems = new ArrayList<>();
    for (Outcome o : outcomes) {
      String problem = problem(o);
      if (problem != null && problems.size() < 20) {
        problems.add(
            problem + "\n  request: " + o.request() + "\n  answer: " + o.status() + " " + o.body());
      }
    }
    assertThat(problems).isEmpty();
    assertThat(outcomes.stream().filter(o -> o.status() == 400).count())
        .as("most are refused as bad requests")
        .isGreaterThan(1_000);

    Outcome health =
        send(
            "GET /actuator/health/liveness HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                .getBytes(StandardCharsets.US_ASCII));
    assertThat(health.status()).isEqualTo(200);
    assertThat(health.body()).contains("UP");
    long heapAfter = usedHeapAfterGc();
    assertThat(heapAfter - heapBefore)
        .as("heap growth after 10,000 hostile requests")
        .isLessThan(256L * 1024 * 1024);
  }

  /**
   * A wildcard Content-Type (no body can have one) is the 415 of any unsupported type on every
   * operation that reads a body; the framework's reader took it for an internal error.
   */
  @Test
  void aWildcardContentTypeIsAnUnsupportedTypeOnEveryOperationWithABody() {
    for (Operation operation : Operation.values()) {
      if (operation.method() == HttpMethod.GET || operation.method() == HttpMethod.DELETE) {
        continue;
      }
      String path = operation.pathTemplate().replaceAll("\\{[^}]+}", "x");
      for (String type : List.of("*/*", "application/*", "*")) {
        String request =
            operation.method().name()
                + " "
                + path
                + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nAuthorization: Bearer "
                + BOOTSTRAP_KEY
                + "\r\nContent-Type: "
                + type
                + "\r\nContent-Length: 2\r\n\r\n{}";
        Outcome outcome = send(request.getBytes(StandardCharsets.US_ASCII));
        assertThat(outcome.status()).as(operation.id() + " with " + type).isEqualTo(415);
        assertThat(outcome.body()).as(operation.id()).contains("\"code\":415");
      }
    }
  }

  /** Null when the answer is acceptable, else what is wrong with it. */
  private static String problem(Outcome o) {
    if (o.status() < 0) {
      return "no answer at all";
    }
    if (o.status() >= 500) {
      return "a 5xx";
    }
    if (o.status() < 400 || o.request().startsWith("HEAD ")) {
      return null;
    }
    if (!o.contentType().contains("application/json")) {
      return "an error that is not JSON (" + o.contentType() + ")";
    }
    try {
      JsonNode error = JSON.readTree(o.body()).get("error");
      if (error == null
          || error.get("code").asInt() != o.status()
          || error.get("message").asString().isEmpty()
          || !error.has("details")) {
        return "an error outside the envelope";
      }
    } catch (RuntimeException e) {
      return "an error body that is not JSON";
    }
    return null;
  }

  private Outcome send(byte[] request) {
    String head =
        new String(request, 0, Math.min(request.length, 300), StandardCharsets.ISO_8859_1);
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      try {
        out.write(request);
        out.flush();
      } catch (IOException e) {
        // The server may refuse a huge body early and close: its answer is still to be read.
      }
      return parse(head, readAll(socket.getInputStream()));
    } catch (IOException e) {
      return new Outcome(head, -1, "", e.toString());
    }
  }

  private static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream buffer = new ByteArrayOutputStream();
    byte[] chunk = new byte[8192];
    try {
      for (int n; (n = in.read(chunk)) != -1; ) {
        buffer.write(chunk, 0, n);
      }
    } catch (IOException e) {
      if (buffer.size() == 0) {
        throw e;
      }
    }
    return buffer.toByteArray();
  }

  private static Outcome parse(String request, byte[] raw) {
    String text = new String(raw, StandardCharsets.UTF_8);
    int end = text.indexOf("\r\n\r\n");
    if (!text.startsWith("HTTP/1.1 ") || end < 0) {
      return new Outcome(request, -1, "", text);
    }
    int status = Integer.parseInt(text.substring(9, 12));
    String headers = text.substring(0, end).toLowerCase();
    String contentType = "";
    for (String line : headers.split("\r\n")) {
      if (line.startsWith("content-type:")) {
        contentType = line.substring(13).trim();
      }
    }
    String body = text.substring(end + 4);
    if (headers.contains("transfer-encoding: chunked")) {
      body = dechunk(body);
    }
    return new Outcome(request, status, contentType, body);
  }

  private static String dechunk(String body) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < body.length()) {
      int lineEnd = body.indexOf("\r\n", i);
      if (lineEnd < 0) {
        break;
      }
      int size;
      try {
        size = Integer.parseInt(body.substring(i, lineEnd).trim(), 16);
      } catch (NumberFormatException e) {
        break;
      }
      if (size == 0) {
        break;
      }
      int start = lineEnd + 2;
      int stop = Math.min(body.length(), start + size);
      out.append(body, start, stop);
      i = stop + 2;
    }
    return out.toString();
  }

  // ---- the generator ----

  private static byte[] generate(Random r) {
    String method =
        r.nextInt(4) == 0 ? METHODS[r.nextInt(METHODS.length)] : (r.nextBoolean() ? "GET" : "POST");
    String target =
        switch (r.nextInt(5)) {
          case 0 -> randomPath(r);
          case 1, 2 -> operationPath(r) + randomQuery(r);
          default -> operationPath(r);
        };
    byte[] body = method.equals("GET") && r.nextInt(3) > 0 ? new byte[0] : randomBody(r);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringBuilder head = new StringBuilder();
    head.append(method)
        .append(' ')
        .append(target)
        .append(" HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n");
    if (r.nextInt(4) > 0) {
      head.append("Authorization: ").append(randomAuthorization(r)).append("\r\n");
    }
    if (r.nextBoolean()) {
      head.append("Content-Type: ")
          .append(CONTENT_TYPES[r.nextInt(CONTENT_TYPES.length)])
          .append("\r\n");
    }
    for (int i = r.nextInt(3); i > 0; i--) {
      head.append(randomToken(r, 1 + r.nextInt(20)))
          .append(": ")
          .append(randomToken(r, r.nextInt(200)))
          .append("\r\n");
    }
    head.append("Content-Length: ").append(body.length).append("\r\n\r\n");
    out.writeBytes(head.toString().getBytes(StandardCharsets.ISO_8859_1));
    out.writeBytes(body);
    return out.toByteArray();
  }

  private static String operationPath(Random r) {
    Operation op = Operation.values()[r.nextInt(Operation.values().length)];
    return op.pathTemplate()
        .replace("{channelId}", r.nextBoolean() ? "UC" + randomToken(r, r.nextInt(30)) : pct(r))
        .replace("{watchlistId}", r.nextBoolean() ? randomToken(r, r.nextInt(40)) : pct(r));
  }

  private static String randomPath(Random r) {
    StringBuilder path = new StringBuilder(r.nextBoolean() ? "/api/external" : "");
    for (int i = 0; i < 1 + r.nextInt(6); i++) {
      path.append('/')
          .append(
              switch (r.nextInt(6)) {
                case 0 -> "..";
                case 1 -> pct(r);
                case 2 -> "%00";
                case 3 -> "x".repeat(r.nextInt(3000));
                default -> randomToken(r, r.nextInt(15));
              });
    }
    return path.isEmpty() ? "/" : path.toString();
  }

  /**
   * Query strings whose IDs are never well-formed (wrong length), so no request reaches the
   * platform.
   */
  private static String randomQuery(Random r) {
    StringBuilder q = new StringBuilder("?");
    String[] names = {
      "videoId",
      "channelId",
      "channel_id",
      "job_id",
      "token",
      "sort",
      "maxVideos",
      "threshold",
      "lang",
      randomToken(r, 5)
    };
    for (int i = 0; i < 1 + r.nextInt(5); i++) {
      String value =
          switch (r.nextInt(7)) {
            case 0 -> pct(r);
            case 1 -> randomToken(r, 12 + r.nextInt(40));
            case 2 -> "-1e999";
            case 3 -> "%E0%A4%A";
            case 4 -> "UC" + randomToken(r, r.nextInt(21));
            case 5 -> "";
            default -> randomToken(r, r.nextInt(10));
          };
      q.append(names[r.nextInt(names.length)]).append('=').append(value).append('&');
    }
    return q.toString();
  }

  private static byte[] randomBody(Random r) {
    return switch (r.nextInt(9)) {
      case 0 -> "[".repeat(5_000 + r.nextInt(20_000)).getBytes(StandardCharsets.US_ASCII);
      case 1 ->
          ("{\"a\":".repeat(3_000) + "1" + "}".repeat(3_000)).getBytes(StandardCharsets.US_ASCII);
      case 2 -> new byte[] {(byte) 0xC3, (byte) 0x28, '{', (byte) 0xFF, (byte) 0xFE, '}'};
      case 3 ->
          ("{\"videoIds\":[" + "\"x\",".repeat(r.nextInt(5000)) + "\"y\"]}")
              .getBytes(StandardCharsets.US_ASCII);
      case 4 ->
          ("{\"channelId\":"
                  + (r.nextBoolean() ? "123" : "[\"UC\"]")
                  + ",\"text\":{},\"image_url\":7}")
              .getBytes(StandardCharsets.US_ASCII);
      case 5 ->
          ("{\"text\":\"" + "a".repeat(1_100_000) + "\"}").getBytes(StandardCharsets.US_ASCII);
      case 6 -> randomToken(r, r.nextInt(500)).getBytes(StandardCharsets.UTF_8);
      case 7 ->
          "{\"videoIds\": [\"abc\", null, 1, {\"a\": []}]}".getBytes(StandardCharsets.US_ASCII);
      default -> new byte[0];
    };
  }

  private static String randomAuthorization(Random r) {
    return switch (r.nextInt(5)) {
      case 0 -> "Bearer " + BOOTSTRAP_KEY;
      case 1 -> "Bearer " + randomToken(r, r.nextInt(600));
      case 2 -> "Basic " + randomToken(r, 20);
      case 3 -> "Bearer";
      default -> randomToken(r, r.nextInt(40));
    };
  }

  private static String pct(Random r) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 1 + r.nextInt(8); i++) {
      s.append('%').append(Integer.toHexString(r.nextInt(256)).toUpperCase());
    }
    return s.toString();
  }

  private static String randomToken(Random r, int length) {
    String alphabet = "abcXYZ019_-.~!$'()*+,;=:@";
    StringBuilder s = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      s.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return s.toString();
  }

  private static long usedHeapAfterGc() {
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}
