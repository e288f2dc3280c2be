package io.vidlens.text;

import java.util.HashSet;
import java.util.Set;
import org.tartarus.snowball.ext.EnglishStemmer;

/**
 * The vocabulary of a commented video's subject (lower-case words; the analysis takes them from the
 * video's title, description and transcript and the channel's titles). A comment that repeats them
 * talks about the subject ("Sentenced to death by spaghettification" under a video about black
 * holes), so the sentiment scorers count the subject's negative words as nothing. Each word is kept
 * with its English Snowball stem (Lucene's), so "falling" in a comment matches "Fall" in the title.
 */
public final class SubjectWords {

  private SubjectWords() {}

  /** The words with their stems added, so that either form of a word matches. */
  public static Set<String> withStems(Set<String> words) {
    Set<String> all = new HashSet<>(words);
    words.forEach(w -> all.add(stem(w)));
    return Set.copyOf(all);
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
