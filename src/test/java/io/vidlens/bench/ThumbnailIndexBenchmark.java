package io.vidlens.bench;

import io.vidlens.thumbnails.PipelineAccess;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.FSDirectory;

/**
 * The thumbnail index at scale (docs/performance.md, issue 7): a synthetic index of N unit vectors
 * of the built-in descriptor's dimension, drawn around 2,000 cluster centres (real descriptors
 * cluster; uniform noise would be the unrealistic worst case), indexed exactly as the service
 * indexes them (Lucene HNSW, KnnFloatVectorField, DOT_PRODUCT, default codec: M=16, beam 100), then
 * Q queries from the same distribution: p50/p99 latency of the HNSW search with the service's
 * candidate count, recall@10 against the exact brute-force top 10, index size, heap used; and the
 * per-image indexing pipeline (decode, store as JPEG, embed) in images/s.
 *
 * <p>Run by hand, never by the tests: {@code java -Xmx10g --add-modules jdk.incubator.vector -cp
 * $CP io.vidlens.bench.ThumbnailIndexBenchmark [N] [queries] [candidates] [folder]}.
 */
public final class ThumbnailIndexBenchmark {

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
    int queries = args.length > 1 ? Integer.parseInt(args[1]) : 500;
    int candidates = args.length > 2 ? Integer.parseInt(args[2]) : 160;
    Path folder = args.length > 3 ? Path.of(args[3]) : Files.createTempDirectory("thumb-bench");
    int dim = PipelineAccess.dimension();
    Random random = new Random(7);

    pipeline(random);

    int clusters = 2_000;
    float[][] centres = new float[clusters][];
    for (int c = 0; c < clusters; c++) {
      centres[c] = unit(gaussian(random, dim, 1f));
    }
    float[] matrix = new float[n * dim];
    long t0 = System.nanoTime();
    IndexWriterConfig config = new IndexWriterConfig();
    config.setRAMBufferSizeMB(2000);
    config.setUseCompoundFile(false);
    try (FSDirectory dir = FSDirectory.open(folder);
        IndexWriter writer = new IndexWriter(dir, config)) {
      for (int i = 0; i < n; i++) {
        float[] v = sample(random, centres, dim);
        System.arraycopy(v, 0, matrix, i * dim, dim);
        Document doc = new Document();
        doc.add(new StoredField("id", i));
        doc.add(new KnnFloatVectorField("img", v, VectorSimilarityFunction.DOT_PRODUCT));
        writer.addDocument(doc);
        if ((i + 1) % 100_000 == 0) {
          System.out.printf("indexed %,d in %.0f s%n", i + 1, (System.nanoTime() - t0) / 1e9);
        }
      }
      writer.forceMerge(1);
      writer.commit();
    }
    double buildSeconds = (System.nanoTime() - t0) / 1e9;
    long bytes;
    try (Stream<Path> files = Files.list(folder)) {
      bytes = files.mapToLong(p -> p.toFile().length()).sum();
    }
    System.out.printf(
        "build: %,d vectors x %d in %.0f s (%.0f vectors/s), index %.0f MB on disk%n",
        n, dim, buildSeconds, n / buildSeconds, bytes / 1e6);

    try (FSDirectory dir = FSDirectory.open(folder);
        DirectoryReader reader = DirectoryReader.open(dir)) {
      IndexSearcher searcher = new IndexSearcher(reader);
      float[][] qs = new float[queries][];
      for (int q = 0; q < queries; q++) {
        qs[q] = sample(random, centres, dim);
      }
      for (int q = 0; q < Math.min(200, queries); q++) { // warm-up
        searcher.search(new KnnFloatVectorQuery("img", qs[q], candidates), 10);
      }
      long[] nanos = new long[queries];
      double recall = 0;
      int recallQueries = Math.min(queries, 200);
      for (int q = 0; q < queries; q++) {
        long s = System.nanoTime();
        TopDocs top = searcher.search(new KnnFloatVectorQuery("img", qs[q], candidates), 10);
        nanos[q] = System.nanoTime() - s;
        if (q < recallQueries) {
          Set<Integer> exact = new HashSet<>();
          for (int r : exactTop(matrix, dim, qs[q], 10)) {
            exact.add(r);
          }
          int hit = 0;
          var stored = searcher.storedFields();
          for (ScoreDoc d : top.scoreDocs) {
            if (exact.contains(stored.document(d.doc).getField("id").numericValue().intValue())) {
              hit++;
            }
          }
          recall += hit / 10.0;
        }
      }
      Arrays.sort(nanos);
      System.gc();
      var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
      System.out.printf(
          "search (k=10, %d candidates, %d queries): p50 %.2f ms, p99 %.2f ms, mean %.2f ms%n",
          candidates,
          queries,
          nanos[queries / 2] / 1e6,
          nanos[(int) (queries * 0.99)] / 1e6,
          Arrays.stream(nanos).average().orElse(0) / 1e6);
      System.out.printf(
          "recall@10 vs exact over %d queries: %.4f%n", recallQueries, recall / recallQueries);
      System.out.printf(
          "heap used after GC (includes the %.0f MB reference matrix): %.0f MB%n",
          matrix.length * 4 / 1e6, heap.getUsed() / 1e6);
    }
  }

  private static int[] exactTop(float[] matrix, int dim, float[] q, int k) {
    int rows = matrix.length / dim;
    int[] best = new int[k];
    float[] scores = new float[k];
    Arrays.fill(scores, Float.NEGATIVE_INFINITY);
    for (int r = 0; r < rows; r++) {
      float s = 0;
      int base = r * dim;
      for (int i = 0; i < dim; i++) {
        s += matrix[base + i] * q[i];
      }
      if (s > scores[k - 1]) {
        int at = k - 1;
        while (at > 0 && scores[at - 1] < s) {
          scores[at] = scores[at - 1];
          best[at] = best[at - 1];
          at--;
        }
        scores[at] = s;
        best[at] = r;
      }
    }
    return best;
  }

  private static float[] sample(Random random, float[][] centres, int dim) {
    float[] c = centres[random.nextInt(centres.length)];
    float[] noise = gaussian(random, dim, 0.25f);
    for (int i = 0; i < dim; i++) {
      noise[i] += c[i] * (float) Math.sqrt(dim) * 0.25f * 1.2f;
    }
    return unit(noise);
  }

  private static float[] gaussian(Random random, int dim, float sigma) {
    float[] v = new float[dim];
    for (int i = 0; i < dim; i++) {
      v[i] = (float) random.nextGaussian() * sigma;
    }
    return v;
  }

  private static float[] unit(float[] v) {
    double norm = 0;
    for (float x : v) {
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    for (int i = 0; i < v.length; i++) {
      v[i] /= (float) norm;
    }
    return v;
  }

  /** Decode + store + embed of 300 drawn 480x360 JPEG thumbnails, one thread. */
  private static void pipeline(Random random) throws Exception {
    byte[][] images = new byte[300][];
    for (int i = 0; i < images.length; i++) {
      BufferedImage img = new BufferedImage(480, 360, BufferedImage.TYPE_INT_RGB);
      Graphics2D g = img.createGraphics();
      g.setColor(new Color(random.nextInt(0xffffff)));
      g.fillRect(0, 0, 480, 360);
      for (int s = 0; s < 12; s++) {
        g.setColor(new Color(random.nextInt(0xffffff)));
        g.fillOval(
            random.nextInt(480),
            random.nextInt(360),
            20 + random.nextInt(200),
            20 + random.nextInt(200));
      }
      g.drawString("Thumbnail " + i, 40, 300);
      g.dispose();
      images[i] = PipelineAccess.jpeg(img);
    }
    for (int i = 0; i < 100; i++) {
      PipelineAccess.process(images[i]);
    }
    long s = System.nanoTime();
    for (byte[] image : images) {
      PipelineAccess.process(image);
    }
    double seconds = (System.nanoTime() - s) / 1e9;
    System.out.printf(
        "pipeline: %d images (480x360 JPEG) decoded, stored as JPEG and embedded in %.2f s: %.0f images/s on one thread%n",
        images.length, seconds, images.length / seconds);
  }
}
