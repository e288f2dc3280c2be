package io.vidlens.model;

/** One caption cue: start and end in milliseconds, text with its line breaks kept. */
public record TranscriptSegment(long startMs, long endMs, String text) {

  /** The start as the platform shows it: "M:SS", or "H:MM:SS" from one hour on. */
  public String startTime() {
    long total = startMs / 1000;
    long hours = total / 3600;
    long minutes = (total % 3600) / 60;
    long seconds = total % 60;
    return hours > 0
        ? "%d:%02d:%02d".formatted(hours, minutes, seconds)
        : "%d:%02d".formatted(minutes, seconds);
  }
}
