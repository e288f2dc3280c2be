package io.vidlens.thumbnails;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.FSDirectory;

/**
 * The search index on local disk, one Lucene index per embedder: per video its ID, the image vector
 * ({@code img}, HNSW, dot product of unit vectors), the text vector of its title, keywords and
 * description ({@code txt}, HNSW) and those words for BM25 ({@code words}). It holds nothing the
 * database does not: a missing or stale index is rebuilt from the database, so any node can serve.
 * {@link #exactImage} is the brute-force reference over the same vectors.
 */
final class ThumbnailIndex implements Closeable {

  record Hit(String videoId, float score) {}

  private static final String ID = "id";
  private static final String IMAGE = "img";
  private static final String TEXT = "txt";
  private static final String WORDS = "words";

  /**
   * Commit user data: the last change-feed number applied, durable with the documents it covers.
   */
  private static final String APPLIED = "vidlens.applied-seq";

  private final FSDirectory directory;
  private final IndexWriter writer;
  private final SearcherManager searchers;
  private final Analyzer analyzer = new StandardAnalyzer();
  private final boolean keepExact;
  // The exact reference keeps the image vectors in memory (only when asked: index=exact, tests)
  private final Map<String, float[]> exact = new ConcurrentHashMap<>();
  private volatile long applied;

  ThumbnailIndex(Path folder, boolean keepExact) {
    this.keepExact = keepExact;
    try {
      Files.createDirectories(folder);
      this.directory = FSDirectory.open(folder);
      IndexWriterConfig config = new IndexWriterConfig(analyzer);
      config.setOpenMode(IndexWriterConfig.OpenMode.CREATE_OR_APPEND);
      config.setRAMBufferSizeMB(64);
      this.writer = new IndexWriter(directory, config);
      this.searchers = new SearcherManager(writer, null);
      this.applied = readApplied(writer);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot open the thumbnail index in " + folder, e);
    }
  }

  int size() {
    return writer.getDocStats().numDocs;
  }

  void put(CorpusVideo video) {
    Document doc = new Document();
    doc.add(new StringField(ID, video.videoId(), Field.Store.YES));
    doc.add(
        new KnnFloatVectorField(IMAGE, video.embedding(), VectorSimilarityFunction.DOT_PRODUCT));
    if (video.textEmbedding() != null) {
      doc.add(
          new KnnFloatVectorField(
              TEXT, video.textEmbedding(), VectorSimilarityFunction.DOT_PRODUCT));
    }
    doc.add(new TextField(WORDS, Words.of(video), Field.Store.NO));
    try {
      writer.updateDocument(new Term(ID, video.videoId()), doc);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (keepExact) {
      exact.put(video.videoId(), video.embedding());
    }
  }

  /**
   * The last change-feed number whose vectors this index holds ({@link
   * ThumbnailStore#changedSince}); 0 for a new index or one written before the feed existed. Kept
   * in the commit, so a restarted node resumes from where its index stopped.
   */
  long applied() {
    return applied;
  }

  /** Records that every change up to {@code seq} has been put; durable with the next commit. */
  void applied(long seq) {
    applied = seq;
    writer.setLiveCommitData(Map.of(APPLIED, Long.toString(seq)).entrySet());
  }

  void clear() {
    try {
      writer.deleteAll();
      exact.clear();
      applied(0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Makes what was put visible to searches and durable on disk. */
  void commit() {
    try {
      writer.commit();
      searchers.maybeRefreshBlocking();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  List<Hit> nearestImages(float[] query, int k, int candidates) {
    return knn(IMAGE, query, k, candidates);
  }

  List<Hit> nearestTexts(float[] query, int k, int candidates) {
    return knn(TEXT, query, k, candidates);
  }

  /** BM25 over titles, keywords and descriptions; any of the query's words may match. */
  List<Hit> words(String text, int k) {
    BooleanQuery.Builder q = new BooleanQuery.Builder();
    int terms = 0;
    try (TokenStream tokens = analyzer.tokenStream(WORDS, text)) {
      CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
      tokens.reset();
      while (tokens.incrementToken() && terms < 32) {
        q.add(new TermQuery(new Term(WORDS, term.toString())), BooleanClause.Occur.SHOULD);
        terms++;
      }
      tokens.end();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return terms == 0 ? List.of() : search(q.build(), k);
  }

  /** The reference: every stored image vector compared with the query (index=exact, tests). */
  List<Hit> exactImage(float[] query, int k) {
    return ExactSearch.top(exact, query, k);
  }

  boolean keepsExact() {
    return keepExact;
  }

  private List<Hit> knn(String field, float[] query, int k, int candidates) {
    return search(new KnnFloatVectorQuery(field, query, Math.max(k, candidates)), k);
  }

  private List<Hit> search(Query query, int k) {
    try {
      IndexSearcher searcher = searchers.acquire();
      try {
        TopDocs top = searcher.search(query, k);
        List<Hit> hits = new ArrayList<>(top.scoreDocs.length);
        var stored = searcher.storedFields();
        for (ScoreDoc d : top.scoreDocs) {
          hits.add(new Hit(stored.document(d.doc).get(ID), d.score));
        }
        return hits;
      } finally {
        searchers.release(searcher);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() throws IOException {
    searchers.close();
    writer.close();
    directory.close();
  }

  private static long readApplied(IndexWriter writer) {
    Iterable<Map.Entry<String, String>> data = writer.getLiveCommitData();
    if (data != null) {
      for (Map.Entry<String, String> e : data) {
        if (e.getKey().equals(APPLIED)) {
          return Long.parseLong(e.getValue());
        }
      }
    }
    return 0;
  }

  static boolean exists(Path folder) {
    try (FSDirectory dir = FSDirectory.open(folder)) {
      return DirectoryReader.indexExists(dir);
    } catch (IOException e) {
      return false;
    }
  }
}
