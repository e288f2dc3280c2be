package io.vidlens.platform.resilience;

import org.slf4j.MDC;

/**
 * Whether the calling thread works in the background (a job, a crawl, the indexer), as the log
 * context says under {@value #MDC_KEY}: set by the API layer's {@code UpstreamWork}, copied to a
 * fan-out's tasks, read here without the platform knowing the API.
 */
public final class Priority {

  /** The log-context key; {@code api.UpstreamWork.PRIORITY_KEY} is the same (a test checks). */
  public static final String MDC_KEY = "upstreamPriority";

  /** Its value for background work. */
  public static final String BACKGROUND = "background";

  private Priority() {}

  static boolean isBackground() {
    return BACKGROUND.equals(MDC.get(MDC_KEY));
  }
}
