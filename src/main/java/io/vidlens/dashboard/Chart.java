package io.vidlens.dashboard;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import tools.jackson.databind.json.JsonMapper;

/**
 * One chart of a dashboard page (the report, a channel's history): {@code spec} is what the page's
 * script (charts.js) hands Chart.js; {@code headers} and {@code rows} the table that says the same
 * in text; {@code links} per row, the address the row's first cell links to, or null. The template
 * draws it with the fragment {@code dashboard/fragments :: chart}.
 */
record Chart(
    String id,
    String caption,
    Map<String, Object> spec,
    List<String> headers,
    List<List<String>> rows,
    List<String> links) {

  /**
   * A chart's spec: its Chart.js type, category labels (null when the data are points), datasets
   * and axis titles.
   */
  static Map<String, Object> spec(
      String type, List<?> labels, List<Map<String, Object>> datasets, String x, String y) {
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("type", type);
    if (labels != null) {
      spec.put("labels", labels);
    }
    spec.put("datasets", datasets);
    spec.put("xTitle", x);
    spec.put("yTitle", y);
    return spec;
  }

  /** One dataset of a spec; a null colour takes the script's palette (a doughnut's slices). */
  static Map<String, Object> dataset(String label, List<?> data, String colour) {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("label", label);
    d.put("data", data);
    d.put("colour", colour);
    return d;
  }

  /** Each chart's spec as JSON by chart ID: the model's {@code specs}, for the canvases. */
  static Map<String, String> specs(Collection<Chart> charts, JsonMapper json) {
    return charts.stream()
        .collect(Collectors.toMap(Chart::id, c -> json.writeValueAsString(c.spec())));
  }
}
