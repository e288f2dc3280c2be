package io.vidlens.analysis.corpus;

import java.util.Locale;

/**
 * The channel lists no video the analysis can measure: its Videos tab is empty (a topic channel, a
 * channel of Shorts only) or holds only videos without a view count (live now, upcoming, Premium-
 * or members-only). The job fails with this sentence rather than completing with a template, topics
 * and a niche score made of nothing. Not retried: reading again gives the same list.
 */
public final class NoVideosToAnalyse extends RuntimeException {

  NoVideosToAnalyse(int withoutViews) {
    super(sentence(withoutViews), null, false, false);
  }

  public static String sentence(int withoutViews) {
    return withoutViews == 0
        ? "The channel has no long-form videos to analyse: its Videos tab lists none (a topic"
            + " channel, or one with only Shorts). Nothing was analysed."
        : String.format(
            Locale.ROOT,
            "The channel has no long-form videos with a view count to analyse: the %d its Videos"
                + " tab lists are live, upcoming, Premium- or members-only. Nothing was analysed.",
            withoutViews);
  }
}
