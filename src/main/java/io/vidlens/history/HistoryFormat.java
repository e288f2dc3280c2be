package io.vidlens.history;

import io.vidlens.json.JsonMappers;
import io.vidlens.model.CountReading;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A channel's history as text: CSV (one reading a line, oldest first) or JSON ({@code {channelId,
 * readings: [...]}}). Pure: the same readings give the same text.
 */
final class HistoryFormat {

  static final String CSV_HEADER = "read_at,subject,subject_id,metric,value";

  private HistoryFormat() {}

  enum Kind {
    CSV,
    JSON;

    /** "csv" or "json" (any case); empty for anything else. */
    static java.util.Optional<Kind> of(String given) {
      return switch (given == null ? "" : given.trim().toLowerCase(Locale.ROOT)) {
        case "csv" -> java.util.Optional.of(CSV);
        case "json" -> java.util.Optional.of(JSON);
        default -> java.util.Optional.empty();
      };
    }
  }

  static String format(Kind kind, String channelId, List<CountReading> readings) {
    return kind == Kind.CSV ? csv(readings) : json(channelId, readings);
  }

  static String csv(List<CountReading> readings) {
    StringBuilder out = new StringBuilder(CSV_HEADER).append('\n');
    for (CountReading r : readings) {
      // IDs are [A-Za-z0-9_-] and values numbers: no field needs quoting.
      out.append(r.readAt())
          .append(',')
          .append(r.subject().wire())
          .append(',')
          .append(r.subjectId())
          .append(',')
          .append(r.metric().wire())
          .append(',')
          .append(r.value())
          .append('\n');
    }
    return out.toString();
  }

  static String json(String channelId, List<CountReading> readings) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (CountReading r : readings) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("readAt", r.readAt().toString());
      row.put("subject", r.subject().wire());
      row.put("subjectId", r.subjectId());
      row.put("metric", r.metric().wire());
      row.put("value", r.value());
      rows.add(row);
    }
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("channelId", channelId);
    body.put("readings", rows);
    return JsonMappers.PLAIN.writerWithDefaultPrettyPrinter().writeValueAsString(body) + "\n";
  }
}
