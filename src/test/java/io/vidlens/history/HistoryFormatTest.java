package io.vidlens.history;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.CountReading;
import io.vidlens.model.CountReading.Metric;
import io.vidlens.model.CountReading.Subject;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The export's two formats, as an operator reads them. */
class HistoryFormatTest {

  static final String CHANNEL = "UC0123456789012345678901";
  static final List<CountReading> READINGS =
      List.of(
          new CountReading(
              Subject.CHANNEL,
              CHANNEL,
              CHANNEL,
              Metric.VIEWS,
              1_000_000,
              Instant.parse("2026-06-01T10:00:00Z")),
          new CountReading(
              Subject.SHORT,
              "aaaaaaaaaaa",
              CHANNEL,
              Metric.VIEWS,
              2_500,
              Instant.parse("2026-06-08T10:00:00Z")));

  @Test
  void csvHasAHeaderAndOneReadingALineOldestFirst() {
    assertThat(HistoryFormat.csv(READINGS))
        .isEqualTo(
            """
            read_at,subject,subject_id,metric,value
            2026-06-01T10:00:00Z,channel,UC0123456789012345678901,views,1000000
            2026-06-08T10:00:00Z,short,aaaaaaaaaaa,views,2500
            """);
  }

  @Test
  void jsonNamesTheChannelAndEachReading() {
    JsonNode json = JsonMapper.builder().build().readTree(HistoryFormat.json(CHANNEL, READINGS));
    assertThat(json.get("channelId").asString()).isEqualTo(CHANNEL);
    assertThat(json.get("readings")).hasSize(2);
    JsonNode second = json.get("readings").get(1);
    assertThat(second.get("readAt").asString()).isEqualTo("2026-06-08T10:00:00Z");
    assertThat(second.get("subject").asString()).isEqualTo("short");
    assertThat(second.get("subjectId").asString()).isEqualTo("aaaaaaaaaaa");
    assertThat(second.get("metric").asString()).isEqualTo("views");
    assertThat(second.get("value").asLong()).isEqualTo(2500);
  }

  @Test
  void anEmptyHistoryIsTheHeaderOrAnEmptyList() {
    assertThat(HistoryFormat.csv(List.of())).isEqualTo(HistoryFormat.CSV_HEADER + "\n");
    assertThat(HistoryFormat.json(CHANNEL, List.of())).contains("\"readings\" : [ ]");
  }

  @Test
  void formatsAreNamedCaseInsensitively() {
    assertThat(HistoryFormat.Kind.of("JSON")).contains(HistoryFormat.Kind.JSON);
    assertThat(HistoryFormat.Kind.of("xml")).isEmpty();
  }
}
