package io.vidlens.history;

import io.vidlens.catalog.CountHistory;
import io.vidlens.model.ChannelId;
import io.vidlens.model.InvalidInput;
import java.io.PrintStream;
import java.util.Optional;
import org.springframework.context.ApplicationContext;

/**
 * The {@code history export} command's work: prints the stored history of one channel (its own
 * counts and its videos' views) in CSV or JSON. It reads the database only, never the platform.
 */
public final class HistoryExport {

  private HistoryExport() {}

  /** Exit code 0 on success, 2 for a bad channel ID or format. */
  public static int run(
      ApplicationContext context, String channel, String format, PrintStream out, PrintStream err) {
    Optional<HistoryFormat.Kind> kind = HistoryFormat.Kind.of(format);
    if (kind.isEmpty()) {
      err.println("--format must be csv or json, not '" + format + "'");
      return 2;
    }
    ChannelId id;
    try {
      id = ChannelId.parse(channel);
    } catch (InvalidInput e) {
      err.println("Not a channel ID (UC followed by 22 characters): '" + channel + "'");
      return 2;
    }
    CountHistory history = context.getBean(CountHistory.class);
    var readings = history.readings(id);
    out.print(HistoryFormat.format(kind.get(), id.value(), readings));
    if (readings.isEmpty()) {
      err.println(
          "No history stored for "
              + id.value()
              + " yet: it grows as clients ask about the channel.");
    }
    return 0;
  }
}
