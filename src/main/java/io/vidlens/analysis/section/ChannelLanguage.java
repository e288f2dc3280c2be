package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.embeddings.LanguageDetector;

/**
 * The language the channel writes in (ISO 639-3), from its analysed videos' titles and the start of
 * their descriptions joined (the OpenNLP detector of {@link LanguageDetector}): the prior for its
 * comments' languages ({@link CommentLanguage}), whose short ones the model cannot tell alone. Null
 * when the model is unsure (its best guess under {@value #MIN_MARGIN}× the runner-up) or there is
 * too little text.
 */
final class ChannelLanguage {

  static final double MIN_MARGIN = 1.5;
  private static final int DESCRIPTION_CHARS = 200;
  private static final int MAX_CHARS = 4_000;
  private static final int MIN_LETTERS = 40;

  private ChannelLanguage() {}

  static String of(Corpus corpus) {
    StringBuilder text = new StringBuilder();
    for (VideoSample v : corpus.videos()) {
      if (text.length() >= MAX_CHARS) {
        break;
      }
      String d = v.description();
      text.append(v.title())
          .append(". ")
          .append(d, 0, Math.min(d.length(), DESCRIPTION_CHARS))
          .append('\n');
    }
    return LanguageDetector.sureLanguage(
        CommentLanguage.clean(text.toString()), MIN_LETTERS, MIN_MARGIN);
  }
}
