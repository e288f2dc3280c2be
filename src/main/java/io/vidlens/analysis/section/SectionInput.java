package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

/**
 * What a section reads: the corpus as of the analysis time, the same corpus with the channel's
 * promotions left out ({@code regular}: the performance sections and the advice read only these),
 * the channel's structure, the analysis time, and the results of the sections that ran before.
 */
public record SectionInput(
    Corpus corpus, Corpus regular, ChannelStructure structure, Instant now, Results earlier) {

  /** The result of an earlier section, by its type. */
  public <R> R earlier(Class<R> type) {
    return earlier.of(type);
  }

  /** The result of an earlier section, or null when that section did not run (a partial list). */
  public <R> R earlierIfAny(Class<R> type) {
    return earlier.has(type) ? earlier.of(type) : null;
  }

  /** The sections' results so far, each under its result type. */
  public static final class Results {
    private final Map<Class<?>, Object> byType = new HashMap<>();

    public boolean has(Class<?> type) {
      return byType.containsKey(type);
    }

    public <R> R of(Class<R> type) {
      if (!byType.containsKey(type)) {
        throw new IllegalStateException(type.getSimpleName() + " has not been computed yet");
      }
      return type.cast(byType.get(type));
    }

    public <R> void put(Class<R> type, R value) {
      byType.put(type, value);
    }
  }
}
