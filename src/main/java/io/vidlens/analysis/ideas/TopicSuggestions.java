package io.vidlens.analysis.ideas;

import io.vidlens.analysis.result.AnalysisResult.Topic;
import java.util.List;

/**
 * {@code suggested_topics}: the ideas worth filming that {@link FilmingIdeas} built with the
 * content buckets (the channel's best title templates filled with subjects that drew or that
 * viewers asked for), at most ten, each with the evidence it rests on. A channel without videos
 * gets none.
 */
public final class TopicSuggestions {

  static final int TOPICS = 10;

  private TopicSuggestions() {}

  static List<Topic> of(Findings f) {
    return f.content().ideas().stream().limit(TOPICS).toList();
  }

  /**
   * Why fewer than ten ideas were given, or fewer than half from outside the channel (the niche
   * unread, its subjects filmed or fitting no template); null when neither.
   */
  public static String shortfall(Findings f, int given) {
    String why = f.content().ideasShortfall();
    if (given >= TOPICS) {
      return why;
    }
    return why != null
        ? why
        : given
            + " ideas, not ten: the evidence holds no more. Ideas are never padded to reach ten.";
  }
}
