package io.vidlens.analysis.corpus;

import io.vidlens.catalog.Videos;
import io.vidlens.model.TopComments;
import io.vidlens.model.VideoId;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Stage 3: the first comments (platform's top order) of the top videos by views, and the total each
 * video's comment header shows. A video whose comments cannot be read (or are turned off) is
 * analysed without.
 */
@Component
public record CommentStage(Videos videos, AnalysisProperties properties) {

  public static final String NAME = "comments";

  public Corpus read(Corpus corpus, Progress progress, int from, int to) {
    ItemReads.TopReads<TopComments> read =
        ItemReads.readTop(
            corpus, properties, progress, NAME, from, to, this::topComments, "comments");
    Map<String, List<CommentText>> comments = new LinkedHashMap<>();
    Map<String, Long> totals = new HashMap<>();
    read.found()
        .forEach(
            (id, c) -> {
              comments.put(
                  id,
                  c.comments().stream()
                      .map(
                          x -> new CommentText(x.text(), x.likes() == null ? 0 : x.likes().value()))
                      .toList());
              if (c.totalCount() != null) {
                totals.put(id, c.totalCount().value());
              }
            });
    progress.update(NAME, to);
    return corpus.withComments(comments, totals, read.ids().size());
  }

  private TopComments topComments(String id) {
    TopComments c = videos.topComments(new VideoId(id), properties.commentsPerVideo());
    return c.turnedOff() ? null : c;
  }
}
