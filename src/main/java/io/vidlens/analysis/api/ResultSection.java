package io.vidlens.analysis.api;

import java.util.List;

/** One section of a completed result in words: its ID, heading and a few lines about it. */
public record ResultSection(String id, String title, List<String> lines) {

  public ResultSection {
    lines = List.copyOf(lines);
  }
}
