package io.vidlens.analysis.corpus;

import io.vidlens.model.RelativeTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** Publish times as the analysis result writes them. */
public final class RelativeDates {

  private RelativeDates() {}

  /**
   * A publish time as the result writes it: ISO 8601 in UTC to the second at most (a derived time
   * is already coarser: {@link RelativeTime#before}); null stays null.
   */
  public static String wire(Instant time) {
    return time == null ? null : time.truncatedTo(ChronoUnit.SECONDS).toString();
  }
}
