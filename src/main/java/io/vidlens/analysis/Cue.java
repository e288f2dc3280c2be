package io.vidlens.analysis;

/** One transcript cue: start and end in milliseconds, its text. */
record Cue(long startMs, long endMs, String text) {

  double startSeconds() {
    return startMs / 1000.0;
  }
}
