package io.vidlens.analysis;

import io.vidlens.api.VideoId;
import io.vidlens.catalog.Videos;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.stereotype.Component;

/**
 * Stage 2: transcripts (default caption track) of the top videos by views. A video without
 * captions, or whose captions cannot be read, is analysed without: the corpus keeps how many were
 * asked for and how many answered.
 */
@Component
class TranscriptStage {

  static final String NAME = "transcripts";

  private final Videos videos;
  private final AnalysisProperties properties;

  TranscriptStage(Videos videos, AnalysisProperties properties) {
    this.videos = videos;
    this.properties = properties;
  }

  Corpus read(Corpus corpus, Progress progress, int from, int to) {
    progress.update(NAME, from);
    List<String> ids =
        Corpus.top(corpus.videos(), properties.topVideos()).stream()
            .map(VideoSample::videoId)
            .toList();
    AtomicInteger done = new AtomicInteger();
    Map<String, List<Cue>> found =
        ItemReads.read(
            ids,
            properties.fetchParallelism(),
            id -> {
              List<Cue> cues =
                  videos.transcript(new VideoId(id)).stream()
                      .map(s -> new Cue(s.startMs(), s.endMs(), s.text()))
                      .toList();
              return cues.isEmpty() ? null : cues;
            },
            "transcript",
            () ->
                progress.update(
                    NAME, from + (to - from) * done.incrementAndGet() / Math.max(1, ids.size())));
    progress.update(NAME, to);
    return corpus.withTranscripts(found, ids.size());
  }
}
