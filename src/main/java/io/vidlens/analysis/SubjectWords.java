package io.vidlens.analysis;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tartarus.snowball.ext.EnglishStemmer;

/**
 * The vocabulary of each commented video's subject: the words (lower case) of its own title,
 * description and transcript, and of the channel's sampled titles. A comment that repeats them
 * talks about the subject ("Sentenced to death by spaghettification" under a video about black
 * holes), so the sentiment scorers count the subject's negative words as nothing. Each word is kept
 * with its English Snowball stem (Lucene's), so "falling" in a comment matches "Fall" in the title.
 */
final class SubjectWords {

  private SubjectWords() {}

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
      Set<String> stems = new HashSet<>();
      words.forEach(w -> stems.add(stem(w)));
      words.addAll(stems);
      out.put(videoId, Set.copyOf(words));
    }
    return out;
  }

  /** True when {@code lowerCaseWord} or its stem is one of {@code subject}'s words. */
  static boolean contains(Set<String> subject, String lowerCaseWord) {
    return !subject.isEmpty()
        && (subject.contains(lowerCaseWord) || subject.contains(stem(lowerCaseWord)));
  }

  /** The English Snowball stem of a lower-case word (a new stemmer each time: not thread-safe). */
  static String stem(String lowerCaseWord) {
    EnglishStemmer stemmer = new EnglishStemmer();
    stemmer.setCurrent(lowerCaseWord);
    stemmer.stem();
    return stemmer.getCurrent();
  }
}
