package io.vidlens.analysis;

import io.vidlens.analysis.corpus.ChannelFacts;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.VideoSample;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Hand-written videos, transcripts and corpora for the section tests. */
public final class Samples {

  public static final Instant NOW = Instant.parse("2026-06-01T00:00:00Z");

  private Samples() {}

  public static VideoSample video(String id, String title, long views, long seconds, int daysAgo) {
    return new VideoSample(
        id,
        title,
        "",
        views,
        seconds,
        NOW.minusSeconds(daysAgo * 86_400L),
        true,
        "Education",
        true,
        false);
  }

  public static ChannelFacts channel(Long subscribers) {
    return new ChannelFacts(
        "UCsXVk37bltHxD1rDPwtNM8Q",
        "Test Channel",
        "https://img/a.jpg",
        subscribers,
        100L,
        null,
        "Germany",
        "",
        List.of(),
        null);
  }

  /** One cue per line, each {@code step} seconds long. */
  public static List<Cue> transcript(double step, String... lines) {
    List<Cue> cues = new ArrayList<>();
    for (int i = 0; i < lines.length; i++) {
      cues.add(new Cue(Math.round(i * step * 1000), Math.round((i + 1) * step * 1000), lines[i]));
    }
    return cues;
  }
}
