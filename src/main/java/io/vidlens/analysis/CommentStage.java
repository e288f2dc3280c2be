package io.vidlens.analysis;

import io.vidlens.api.VideoId;
import io.vidlens.catalog.Videos;
import io.vidlens.catalog.model.TopComments;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.stereotype.Component;

/**
 * Stage 3: the first comments (platform's top order) of the top videos by views, and the total each
 * video's comment header shows. A video whose comments cannot be read (or are turned off) is
 * analysed without.
 */
@Component
class CommentStage {

  static final String NAME = "comments";

  private final Videos videos;
  private final AnalysisProperties properties;

  CommentStage(Videos videos, AnalysisProperties properties) {
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
    Map<String, TopComments> read =
        ItemReads.read(
            ids,
            properties.fetchParallelism(),
            id -> {
              TopComments c = videos.topComments(new VideoId(id), properties.commentsPerVideo());
              return c.turnedOff() ? null : c;
            },
            "comments",
            () ->
                progress.update(
                    NAME, from + (to - from) * done.incrementAndGet() / Math.max(1, ids.size())));
    Map<String, List<CommentText>> comments = new LinkedHashMap<>();
    Map<String, Long> totals = new HashMap<>();
    read.forEach(
        (id, c) -> {
          comments.put(
              id,
              c.comments().stream()
                  .map(x -> new CommentText(x.text(), x.likes() == null ? 0 : x.likes()))
                  .toList());
          if (c.totalCount() != null) {
            totals.put(id, c.totalCount());
          }
        });
    progress.update(NAME, to);
    return corpus.withComments(comments, totals, ids.size());
  }
}
