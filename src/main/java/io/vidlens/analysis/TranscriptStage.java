package io.vidlens.analysis;

import io.vidlens.api.VideoId;
import io.vidlens.catalog.Videos;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Stage 2: transcripts (default caption track) of the top videos by views. A video without
 * captions, or whose captions cannot be read, is analysed without: the corpus keeps how many were
 * asked for and how many answered.
 */
@Component
record TranscriptStage(Videos videos, AnalysisProperties properties) {

  static final String NAME = "transcripts";

  Corpus read(Corpus corpus, Progress progress, int from, int to) {
    ItemReads.TopReads<List<Cue>> found =
        ItemReads.readTop(corpus, properties, progress, NAME, from, to, this::cues, "transcript");
    progress.update(NAME, to);
    return corpus.withTranscripts(found.found(), found.ids().size());
  }

  private List<Cue> cues(String id) {
    List<Cue> cues =
        videos.transcript(new VideoId(id)).stream()
            .map(s -> new Cue(s.startMs(), s.endMs(), s.text()))
            .toList();
    return cues.isEmpty() ? null : cues;
  }
}
