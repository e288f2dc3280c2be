package io.vidlens.analysis.section;

import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.Cue;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.text.Sentiment;
import io.vidlens.text.SubjectWords;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The subject of each commented video in the corpus, as {@link SubjectWords}: the words of its own
 * title, description and transcript, and of the channel's sampled titles.
 */
final class CommentSubjects {

  private CommentSubjects() {}

  /** Video ID to its subject words; a video not in the sample gets the channel's titles alone. */
  static Map<String, Set<String>> of(Corpus corpus) {
    Set<String> channel = new HashSet<>();
    for (VideoSample v : corpus.videos()) {
      channel.addAll(Sentiment.tokens(v.title()));
    }
    Map<String, Set<String>> out = new HashMap<>();
    for (String videoId : corpus.comments().keySet()) {
      Set<String> words = new HashSet<>(channel);
      for (VideoSample v : corpus.videos()) {
        if (v.videoId().equals(videoId)) {
          words.addAll(Sentiment.tokens(v.description()));
        }
      }
      for (Cue cue : corpus.transcripts().getOrDefault(videoId, List.of())) {
        words.addAll(Sentiment.tokens(cue.text()));
      }
      out.put(videoId, SubjectWords.withStems(words));
    }
    return out;
  }
}
