package io.vidlens.analysis.ideas;

import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.text.StopWords;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A title's key phrase, its subject as the ideas read it ({@link TitleSubjects}: the noun phrase
 * nearest the title in meaning): "Mariana Trench" of "What Lives at the Bottom of the Mariana
 * Trench?". The niche compares subjects by it where whole titles differ in all but their subject.
 */
public final class TitleKeyPhrase {

  private TitleKeyPhrase() {}

  /** The key phrase of a title in the language of {@code sample}'s titles, or null. */
  public static Function<String, String> of(TextEmbedder embedder, List<String> sample) {
    StopWords stop = StopWords.detect(sample);
    Function<List<String>, List<double[]>> embed =
        texts -> embedder.embedAll(texts).stream().map(VideoPoint::toDouble).toList();
    return title -> TitleSubjects.subjectOf(title, stop, Set.of(), embed);
  }
}
