package io.vidlens.testing;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vidlens.platform.transport.MeteredTransport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Upstream requests as {@link MeteredTransport} counts them, for the request-budget tests. */
public final class UpstreamRequestCounts {

  private UpstreamRequestCounts() {}

  /**
   * Requests counted for the operation so far, by "endpoint" when ok, else "endpoint (outcome)".
   */
  public static Map<String, Double> byEndpoint(MeterRegistry meters, String operation) {
    Map<String, Double> out = new TreeMap<>();
    for (Counter c : meters.find(MeteredTransport.METER).tag("operation", operation).counters()) {
      String outcome = c.getId().getTag("outcome");
      String key =
          c.getId().getTag("endpoint") + ("ok".equals(outcome) ? "" : " (" + outcome + ")");
      out.merge(key, c.count(), Double::sum);
    }
    return out;
  }

  /** Writes a table's lines to {@code target/NAME} and prints them. */
  public static void writeTable(String name, List<String> lines) throws IOException {
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target", name), String.join("\n", lines) + "\n");
    lines.forEach(System.out::println);
  }
}
