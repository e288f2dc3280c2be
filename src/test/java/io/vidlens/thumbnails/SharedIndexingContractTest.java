package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.VideosSeen;
import io.vidlens.testing.DatabaseBackend;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What lets several nodes share thumbnail indexing, on every database: each queued video is claimed
 * by one claimer at a time, and every node's index follows the change feed of stored vectors
 * (migration V10) without duplicating, missing or going back, even when a change commits late
 * behind a newer one. Only the storage and the store run (no whole application); the test drives
 * the store, the catch-up and the loader itself, on indexes in a temporary folder.
 */
abstract class SharedIndexingContractTest {

  private static final String EMBEDDER = "test-embedder";
  private static final long LEASE = 60_000;

  private DatabaseBackend backend;
  private ThumbnailStore store;
  private IndexCatchUp catchUp;
  private IndexLoader loader;
  private TransactionTemplate tx;
  private JdbcTemplate jdbc;
  private final List<ThumbnailIndex> opened = new ArrayList<>();

  @TempDir Path dir;

  protected abstract DatabaseBackend database();

  @BeforeEach
  void start() {
    backend = database();
    // The storage and the thumbnail store only: no indexer, sync or analysis workers, so the test
    // is the only writer and reader (a worker waiting for SQLite's write lock while the test holds
    // it would also hold a pooled connection).
    ConfigurableApplicationContext app = backend.startStorage(Map.of(), ThumbnailStore.class);
    store = app.getBean(ThumbnailStore.class);
    tx = app.getBean(TransactionTemplate.class);
    jdbc = app.getBean(JdbcTemplate.class);
    // The application's loader and catch-up, following the vectors of a made-up 8-dimensional model
    catchUp = new IndexCatchUp(store, embedderNamed(EMBEDDER));
    loader = new IndexLoader(store, catchUp, embedderNamed(EMBEDDER));
  }

  @AfterEach
  void stop() throws Exception {
    for (ThumbnailIndex index : opened) {
      index.close();
    }
    if (backend != null) {
      backend.close();
    }
  }

  @Test
  void whetherAVideoWasListedAsAShortGoesWithTheListingsUrl() {
    String oar = "https://i.ytimg.com/vi/ls1/oardefault.jpg";
    store.enqueue(List.of(new VideosSeen.Video("ls1", "UCchannel", "S", oar, null, true)), 1);
    assertThat(store.find(List.of("ls1")).get("ls1").listedAsShort()).isTrue();

    // a read that gives no URL leaves the listing's word
    store.enqueue(List.of(new VideosSeen.Video("ls1", "UCchannel", "S", "")), 2);
    assertThat(store.find(List.of("ls1")).get("ls1").sourceUrl()).isEqualTo(oar);
    assertThat(store.find(List.of("ls1")).get("ls1").listedAsShort()).isTrue();

    // a later listing's URL brings its own word
    String hq = "https://i.ytimg.com/vi/ls1/hqdefault.jpg";
    store.enqueue(List.of(new VideosSeen.Video("ls1", "UCchannel", "S", hq)), 3);
    assertThat(store.find(List.of("ls1")).get("ls1").listedAsShort()).isFalse();
  }

  @Test
  void theCatchUpPutsEachStoredVectorOnceAndReplacesReindexedVideos() {
    queue("cu1", "cu2", "cu3");
    ThumbnailIndex index = index("a");
    assertThat(catchUp.run(index)).isZero();

    store(EMBEDDER, "cu1", axis(0));
    store(EMBEDDER, "cu2", axis(1));
    store(EMBEDDER, "cu3", axis(2));
    assertThat(catchUp.run(index)).isEqualTo(3);
    assertThat(index.size()).isEqualTo(3);
    assertThat(top(index, axis(1))).isEqualTo("cu2");
    assertThat(catchUp.run(index)).as("nothing new").isZero();
    assertThat(index.size()).isEqualTo(3);

    // re-indexed with another image, and given its details: both replace the document
    store(EMBEDDER, "cu1", axis(3));
    store.enriched("cu2", "{\"keywords\":[\"lighthouse\"]}", axis(5), 2);
    assertThat(catchUp.run(index)).isEqualTo(2);
    assertThat(index.size()).as("replaced, not added").isEqualTo(3);
    assertThat(index.exactImage(axis(3), 1).getFirst().videoId()).isEqualTo("cu1");
    assertThat(index.exactImage(axis(0), 1).getFirst().score())
        .as("the old image is gone")
        .isLessThan(0.9f);
    assertThat(index.words("lighthouse", 3))
        .extracting(ThumbnailIndex.Hit::videoId)
        .containsExactly("cu2");

    // another model's vector moves the position on but is not this index's to hold
    store("another-embedder", "cu3", axis(4));
    assertThat(catchUp.run(index)).isZero();
    assertThat(index.applied()).isEqualTo(store.feedPosition(EMBEDDER).lastSeq());
    assertThat(top(index, axis(2))).isEqualTo("cu3");
  }

  @Test
  void aChangeThatCommitsLateBehindANewerOneIsNotSkipped() throws Exception {
    queue("late1", "late2");
    ThumbnailIndex index = index("b");
    CountDownLatch firstStored = new CountDownLatch(1);
    CountDownLatch commitFirst = new CountDownLatch(1);
    try (ExecutorService writers = Executors.newFixedThreadPool(2)) {
      // A slow transaction: takes its number and writes its row, then waits before committing.
      Future<?> first =
          writers.submit(
              () ->
                  tx.executeWithoutResult(
                      status -> {
                        store(EMBEDDER, "late1", axis(0));
                        firstStored.countDown();
                        await(commitFirst);
                      }));
      assertThat(firstStored.await(30, TimeUnit.SECONDS)).isTrue();
      Future<?> second = writers.submit(() -> store(EMBEDDER, "late2", axis(1)));
      try {
        // Time for the second writer to overtake the first, were that possible: then the reader
        // below would move past its number and never come back for the first one's.
        second.get(1, TimeUnit.SECONDS);
      } catch (TimeoutException expected) {
        // it waits for the first to commit, as it should
      }
      catchUp.run(index); // a node's periodic catch-up, while the first is still uncommitted
      assertThat(index.size()).as("nothing committed yet").isZero();

      commitFirst.countDown();
      first.get(30, TimeUnit.SECONDS);
      second.get(30, TimeUnit.SECONDS);
    }
    catchUp.run(index);
    assertThat(index.size()).isEqualTo(2);
    assertThat(top(index, axis(0))).isEqualTo("late1");
    assertThat(top(index, axis(1))).isEqualTo("late2");
    assertThat(seq("late1")).as("numbers follow commit order").isLessThan(seq("late2"));
  }

  @Test
  void aReopenedIndexResumesFromItsPositionAndOneAheadOfTheDatabaseIsRebuilt() throws Exception {
    queue("re1", "re2", "re3");
    ThumbnailIndex first = loader.open(dir.resolve("c"), false);
    store(EMBEDDER, "re1", axis(0));
    store(EMBEDDER, "re2", axis(1));
    catchUp.run(first);
    long position = first.applied();
    first.close();

    store(EMBEDDER, "re3", axis(2)); // while the node is down
    ThumbnailIndex reopened = loader.open(dir.resolve("c"), false);
    opened.add(reopened);
    assertThat(reopened.size()).isEqualTo(3);
    assertThat(reopened.applied())
        .isGreaterThan(position)
        .isEqualTo(store.feedPosition(EMBEDDER).lastSeq());
    assertThat(top(reopened, axis(2))).isEqualTo("re3");

    // An index that has applied more than the database holds (a database restored from an older
    // backup) is rebuilt: what it has beyond the database goes.
    reopened.put(
        new CorpusVideo(
            "ghost", "", "", "", false, null, "done", 0, null, EMBEDDER, axis(6), null, null));
    reopened.applied(reopened.applied() + 100);
    reopened.commit();
    reopened.close();
    opened.remove(reopened);
    ThumbnailIndex rebuilt = loader.open(dir.resolve("c"), false);
    opened.add(rebuilt);
    assertThat(rebuilt.size()).isEqualTo(3);
    assertThat(rebuilt.applied()).isEqualTo(store.feedPosition(EMBEDDER).lastSeq());
    assertThat(rebuilt.nearestImages(axis(6), 5, 10))
        .extracting(ThumbnailIndex.Hit::videoId)
        .doesNotContain("ghost");
  }

  @Test
  void eachQueuedVideoIsClaimedByOneClaimerUntilItsLeaseEnds() throws Exception {
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 120; i++) {
      ids.add(String.format("claim%05d", i));
    }
    queue(ids.toArray(String[]::new));
    long now = System.currentTimeMillis();

    Queue<String> claimed = new ConcurrentLinkedQueue<>();
    try (ExecutorService nodes = Executors.newFixedThreadPool(6)) {
      List<Future<?>> claimers = new ArrayList<>();
      for (int n = 0; n < 6; n++) {
        claimers.add(
            nodes.submit(
                () -> {
                  List<CorpusVideo> batch;
                  while (!(batch = store.claimDue(7, now, LEASE)).isEmpty()) {
                    batch.forEach(v -> claimed.add(v.videoId()));
                  }
                }));
      }
      for (Future<?> c : claimers) {
        c.get(60, TimeUnit.SECONDS);
      }
    }
    assertThat(claimed)
        .hasSize(120)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(ids);
    assertThat(store.claimDue(10, now + LEASE - 1, LEASE)).as("leased").isEmpty();
    // a node that died holding claims: its videos are due again once the lease ends
    assertThat(store.claimDue(200, now + LEASE, LEASE)).hasSize(120);
  }

  // ---- helpers ----

  private ThumbnailIndex index(String name) {
    ThumbnailIndex index = new ThumbnailIndex(dir.resolve(name), true);
    opened.add(index);
    return index;
  }

  private void queue(String... ids) {
    List<VideosSeen.Video> videos = new ArrayList<>();
    for (String id : ids) {
      videos.add(new VideosSeen.Video(id, "UCchannel", "Video " + id, ""));
    }
    store.enqueue(videos, 1);
  }

  /** What a node's indexer stores for a video (its own transaction, or the caller's). */
  private void store(String embedder, String id, float[] vector) {
    store.indexed(id, id + ".jpg", 8, 8, embedder, vector, null, CorpusVideo.ENRICH, 2);
  }

  private long seq(String id) {
    return jdbc.queryForObject(
        "SELECT index_seq FROM thumbnail_videos WHERE video_id = ?", Long.class, id);
  }

  private static String top(ThumbnailIndex index, float[] query) {
    List<ThumbnailIndex.Hit> hits = index.nearestImages(query, 1, 10);
    assertThat(hits).isNotEmpty();
    assertThat(hits.getFirst().score()).isCloseTo(1f, Offset.offset(0.001f));
    return hits.getFirst().videoId();
  }

  /** A unit vector along one axis of an 8-dimensional space: orthogonal to every other axis. */
  private static float[] axis(int i) {
    float[] v = new float[8];
    v[i] = 1;
    return v;
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** An embedder known by its ID only: all the feed and the index ask of it. */
  private static ImageEmbedder embedderNamed(String id) {
    return new ImageEmbedder() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public int dimension() {
        return 8;
      }

      @Override
      public float[] embed(java.awt.image.BufferedImage image) {
        throw new UnsupportedOperationException();
      }
    };
  }
}
