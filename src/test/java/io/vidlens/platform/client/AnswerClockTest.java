package io.vidlens.platform.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.platform.TestClock;
import io.vidlens.platform.parse.AnswerTime;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Replay keeps the recording's clock: an answer's relative times count back from when the platform
 * made it, as the answer says (the entity batch's timestamp, else the visitor data's issue time).
 * Live, now is now, whatever the answer says.
 */
class AnswerClockTest {

  static final JsonMapper JSON = JsonMapper.builder().build();
  static final Instant RECORDED = Instant.parse("2026-01-26T18:00:39Z");
  final TestClock clock = new TestClock(Instant.parse("2026-11-26T12:00:00Z"));

  /** Visitor data as the platform builds it: field 1 the visitor ID, field 5 the issue time. */
  static String visitorData(long seconds) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] id = "Ensi7KmqF9s".getBytes(StandardCharsets.US_ASCII);
    out.write(0x0a);
    out.write(id.length);
    out.writeBytes(id);
    out.write(0x28); // field 5, varint
    for (long v = seconds; ; v >>>= 7) {
      if (v < 0x80) {
        out.write((int) v);
        break;
      }
      out.write((int) (v & 0x7f) | 0x80);
    }
    out.writeBytes(new byte[] {0x32, 0x02, 'G', 'B'}); // field 6, a string
    return Base64.getUrlEncoder().encodeToString(out.toByteArray()).replace("=", "%3D");
  }

  static JsonNode json(String text) {
    return JSON.readTree(text.replace('\'', '"'));
  }

  @Test
  void theEntityBatchTimestampDatesAnAnswer() {
    JsonNode page =
        json(
            "{'responseContext': {'visitorData': '"
                + visitorData(RECORDED.getEpochSecond() - 3600)
                + "'}, 'frameworkUpdates': {'entityBatchUpdate': {'mutations': [], 'timestamp':"
                + " {'seconds': '"
                + RECORDED.getEpochSecond()
                + "', 'nanos': 677565452}}}}");
    assertThat(AnswerTime.of(page)).contains(RECORDED.plusNanos(677565452));
    assertThat(AnswerClock.recorded(clock).readAt(page)).isEqualTo(RECORDED.plusNanos(677565452));
  }

  @Test
  void withoutItTheVisitorDataIssueTimeDoes() {
    JsonNode browse =
        json(
            "{'responseContext': {'visitorData': '"
                + visitorData(RECORDED.getEpochSecond())
                + "'}}");
    assertThat(AnswerTime.of(browse)).contains(RECORDED);
    assertThat(AnswerClock.recorded(clock).readAt(browse)).isEqualTo(RECORDED);
  }

  @Test
  void anAnswerThatSaysNothingCountsFromNow() {
    for (String body :
        new String[] {
          "{}",
          "{'responseContext': {'visitorData': 'CgtDd1dvcmxkVmlzaXQ%3D'}}",
          "{'responseContext': {'visitorData': '%%%not base64'}}",
          "{'responseContext': {'visitorData': 'KP'}}",
          "{'frameworkUpdates': {'entityBatchUpdate': {'timestamp': {'seconds': 'soon'}}}}"
        }) {
      assertThat(AnswerTime.of(json(body))).as(body).isEmpty();
      assertThat(AnswerClock.recorded(clock).readAt(json(body))).isEqualTo(clock.instant());
    }
  }

  @Test
  void liveNowIsNow() {
    JsonNode stamped =
        json(
            "{'frameworkUpdates': {'entityBatchUpdate': {'timestamp': {'seconds': '"
                + RECORDED.getEpochSecond()
                + "'}}}}");
    assertThat(AnswerClock.live(clock).readAt(stamped)).isEqualTo(clock.instant());
  }
}
