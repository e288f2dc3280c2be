package io.vidlens.video;

import java.util.List;

/** The transcript record exactly as the wire has it (answered as an array of one). */
record TranscriptRecord(
    String id, List<Segment> transcript, Language selected, List<Language> languageMenu) {

  /** Start and end in milliseconds as digits, the start as the player shows it (M:SS). */
  record Segment(String startMs, String endMs, String startTime, String text) {}

  /** A language: its display title and the opaque params naming the track. */
  record Language(String title, String params) {

    static final Language NONE = new Language("", "");
  }
}
