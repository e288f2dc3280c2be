package io.vidlens.analysis.corpus;

/** One transcript cue: start and end in milliseconds, its text. */
public record Cue(long startMs, long endMs, String text) {

  public double startSeconds() {
    return startMs / 1000.0;
  }
}
