package io.vidlens.platform.parse;

import java.util.List;

/**
 * A {@code get_transcript} answer: the segments of the selected language and the language menu.
 * Since late 2025 the platform refuses this call to anonymous clients (400 FAILED_PRECONDITION);
 * the parser is kept for when it answers again.
 */
public record TranscriptPanel(
    List<TranscriptSegment> segments, List<TranscriptLanguage> languages) {

  public TranscriptPanel {
    segments = List.copyOf(segments);
    languages = List.copyOf(languages);
  }
}
