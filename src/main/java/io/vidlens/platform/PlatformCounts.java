package io.vidlens.platform;

import io.vidlens.model.Count;
import io.vidlens.platform.parse.CountParser;
import java.util.Optional;

/** Counts as the platform writes them ("1,234", "1.2K", "No comments"), read. */
public final class PlatformCounts {

  private PlatformCounts() {}

  /** The count a text of the platform gives; empty when it gives none. */
  public static Optional<Count> read(String text) {
    return CountParser.read(text);
  }
}
