package io.vidlens.analysis.corpus;

import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.model.VideoId;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Stage 2: transcripts (default caption track) of the top videos by views. A video without
 * captions, or whose captions cannot be read, is analysed without: the corpus keeps how many were
 * asked for and how many answered.
 */
@Component
public record TranscriptStage(Videos videos, ReadPolicy reads, AnalysisProperties properties) {

  static final String NAME = "transcripts";

  public Corpus read(Corpus corpus, Progress progress, int from, int to) {
    ItemReads.TopReads<List<Cue>> found =
        ItemReads.readTop(corpus, properties, progress, NAME, from, to, this::cues, "transcript");
    progress.update(NAME, to);
    return corpus
        .withVideos(describedFromHeldPlayer(corpus.videos(), found.ids()))
        .withTranscripts(found.found(), found.ids().size());
  }

  /**
   * The top videos' mobile player answers, read for their caption tracks, also hold the full
   * description: a top video the channel stage knew no description of gets it here, at no request.
   */
  private List<VideoSample> describedFromHeldPlayer(List<VideoSample> samples, List<String> top) {
    return samples.stream()
        .map(
            v ->
                !v.description().isBlank() || !top.contains(v.videoId())
                    ? v
                    : reads
                        .optional(
                            "Held details of " + v.videoId(),
                            () -> videos.heldDetails(new VideoId(v.videoId())))
                        .flatMap(d -> d)
                        .map(d -> v.withDescription(d.description()))
                        .orElse(v))
        .toList();
  }

  private List<Cue> cues(String id) {
    List<Cue> cues =
        videos.transcript(new VideoId(id)).stream()
            .map(s -> new Cue(s.startMs(), s.endMs(), s.text()))
            .toList();
    return cues.isEmpty() ? null : cues;
  }
}
