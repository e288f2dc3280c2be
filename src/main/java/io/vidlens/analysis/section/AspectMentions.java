package io.vidlens.analysis.section;

import io.vidlens.text.ForeignLexicon;
import io.vidlens.text.ForeignSentiment;
import io.vidlens.text.Sentiment;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The aspects of the video a comment speaks of: an aspect's word ({@link CommentAspects}) counts
 * only when, within {@value #WINDOW} words of it, the comment judges (a word VADER's lexicon, or
 * the comment language's, rates) or points at the video or its maker ({@link #VIDEO_WORDS}): "the
 * music is great", "love your animation", but not "the music plays as they walk in" in a comment
 * retelling a story, which says nothing of the video's sound.
 */
final class AspectMentions {

  static final int WINDOW = 3;

  /** Words that point at the video or its maker, in the languages the section reads. */
  static final Set<String> VIDEO_WORDS =
      Set.of(
          "video", "videos", "vid", "episode", "channel", "your", "yours", "ur", "vidéo", "vidéos",
          "chaîne", "épisode", "ta", "ton", "tes", "votre", "vos", "kanal", "folge", "dein",
          "deine", "deinen", "eure", "euer", "eures", "vídeo", "vídeos", "canal", "tu", "tus",
          "seu", "sua", "seus", "suas");

  /** Words VADER rates that, beside an aspect's word, tell what it does, not how good it is. */
  static final Set<String> ACTIONS = Set.of("play", "plays", "played", "playing");

  private AspectMentions() {}

  /** The aspect categories the comment speaks of; {@code language} null or "eng" for English. */
  static Set<String> of(String text, String language) {
    List<String> tokens = ForeignSentiment.tokens(text);
    boolean foreign = language != null && ForeignLexicon.supports(language);
    Set<String> aspects = new HashSet<>();
    for (CommentAspects.Aspect a : CommentAspects.ALL) {
      for (int i = 0; i < tokens.size() && !aspects.contains(a.category()); i++) {
        if (a.words().contains(tokens.get(i)) && judged(tokens, i, foreign ? language : null)) {
          aspects.add(a.category());
        }
      }
    }
    return aspects;
  }

  private static boolean judged(List<String> tokens, int at, String foreignLanguage) {
    int from = Math.max(0, at - WINDOW);
    int to = Math.min(tokens.size(), at + WINDOW + 1);
    for (int j = from; j < to; j++) {
      if (j == at) {
        continue;
      }
      String w = tokens.get(j);
      if (VIDEO_WORDS.contains(w)
          || (Sentiment.rates(w) && !ACTIONS.contains(w))
          || (foreignLanguage != null && ForeignLexicon.rates(foreignLanguage, w))) {
        return true;
      }
    }
    return false;
  }
}
