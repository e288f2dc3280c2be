package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import io.vidlens.catalog.ReadFailure;
import io.vidlens.channel.api.ChannelAboutSnapshot;
import io.vidlens.channel.api.ChannelSnapshots;
import io.vidlens.channel.api.OutlierBaseline;
import io.vidlens.embeddings.TextEmbedder;
import io.vidlens.model.InvalidInput;
import io.vidlens.video.api.VideoDetailsSnapshot;
import io.vidlens.video.api.VideoSnapshots;
import io.vidlens.work.UpstreamWork;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The background worker. On start it opens the index of the configured embedder, up to date with
 * the database ({@link IndexLoader}; searches answer 503 meanwhile). Then, in rounds, it claims due
 * videos from the queue and for each: fetches the thumbnail (unless its processed file is already
 * stored), decodes and stores it, embeds it and stores the vectors (state {@code enrich}); then
 * reads the video's details and its channel's about and outlier baseline through the platform
 * client's cache (state {@code done}). After a round the index takes what was stored from the
 * database's change feed ({@link IndexCatchUp}), as it takes other nodes' work. Failures are
 * retried with exponential backoff; after {@code maxAttempts} an image is given up ({@code failed})
 * and missing details are left missing. Everything is in the database, so a restart resumes where
 * it stopped and never redoes finished work.
 */
@Component
class ThumbnailIndexer implements SmartLifecycle {

  private static final Logger log = LoggerFactory.getLogger(ThumbnailIndexer.class);
  private static final long LEASE_MILLIS = 10 * 60_000L;

  private final ThumbnailStore store;
  private final IndexLoader loader;
  private final IndexCatchUp catchUp;
  private final ImageEmbedder embedder;
  private final TextEmbedder textEmbedder;
  private final ThumbnailFiles files;
  private final ImageDecoder decoder;
  private final VideoSnapshots videos;
  private final ChannelSnapshots channels;
  private final ThumbnailProperties properties;
  private final Clock clock;
  private final Path indexFolder;
  private final PlatformThumbnails platformImages;

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition work = lock.newCondition();
  private volatile boolean running;
  private volatile boolean ready;
  private volatile boolean heldElsewhere;
  private final CountDownLatch openTried = new CountDownLatch(1);
  private volatile ThumbnailIndex index;
  private Thread thread;

  ThumbnailIndexer(
      ThumbnailStore store,
      IndexLoader loader,
      IndexCatchUp catchUp,
      ImageEmbedder embedder,
      TextEmbedder textEmbedder,
      ThumbnailFiles files,
      ImageDecoder decoder,
      VideoSnapshots videos,
      ChannelSnapshots channels,
      ThumbnailProperties properties,
      Clock clock,
      NameResolver resolver,
      @Value("${vidlens.data-dir:./data}") Path dataDir,
      @Value("${vidlens.upstream.replay:}") String replay) {
    this.store = store;
    this.loader = loader;
    this.catchUp = catchUp;
    this.embedder = embedder;
    this.textEmbedder = textEmbedder;
    this.files = files;
    this.decoder = decoder;
    this.videos = videos;
    this.channels = channels;
    this.properties = properties;
    this.clock = clock;
    this.indexFolder =
        dataDir
            .resolve("thumbnails/index")
            .resolve(embedder.id().replaceAll("[^A-Za-z0-9._-]", "_"));
    this.platformImages = new PlatformThumbnails(properties, resolver, replay);
  }

  // ---- lifecycle ----

  @Override
  public void start() {
    if (!properties.isEnabled()) {
      return;
    }
    running = true;
    thread = Thread.ofPlatform().daemon().name("thumbnail-indexer").start(this::run);
  }

  @Override
  public void stop() {
    running = false;
    ready = false; // searches answer 503 until the index is open again
    wake();
    if (thread != null) {
      try {
        thread.join(TimeUnit.SECONDS.toMillis(30));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    ThumbnailIndex i = index;
    index = null;
    if (i != null) {
      try {
        i.close();
      } catch (IOException e) {
        log.warn("Closing the thumbnail index failed", e);
      }
    }
  }

  /** Closes the fetcher with the context (stop() may be followed by start()). */
  @jakarta.annotation.PreDestroy
  void close() throws IOException {
    platformImages.close();
  }

  @Override
  public boolean isRunning() {
    return running;
  }

  /**
   * Whether another process (a server on the same data) holds the index, so it does the work; waits
   * up to {@code patience} for this node's attempt to open the index.
   */
  boolean heldElsewhere(Duration patience) {
    try {
      openTried.await(patience.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return heldElsewhere;
  }

  private static boolean heldByAnotherProcess(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof org.apache.lucene.store.LockObtainFailedException) {
        return true;
      }
    }
    return false;
  }

  boolean ready() {
    return ready;
  }

  Optional<ThumbnailIndex> index() {
    return ready ? Optional.of(index) : Optional.empty();
  }

  void wake() {
    lock.lock();
    try {
      work.signalAll();
    } finally {
      lock.unlock();
    }
  }

  private void run() {
    try {
      openIndex();
    } catch (RuntimeException e) {
      if (heldByAnotherProcess(e)) {
        heldElsewhere = true;
        openTried.countDown();
        log.warn(
            "The thumbnail index in {} is held by another Vidlens process on this data directory"
                + " (a running server?); this process leaves indexing and search to it",
            indexFolder);
        return;
      }
      log.error("The thumbnail index could not be opened; thumbnail search stays unavailable", e);
      openTried.countDown();
      return;
    }
    openTried.countDown();
    if (!properties.isIndexerEnabled()) {
      log.info(
          "Thumbnail indexer disabled on this node (vidlens.thumbnails.indexer-enabled=false)");
      return;
    }
    while (running) {
      int done;
      try {
        done = UpstreamWork.callInBackground(UpstreamWork.THUMBNAIL_INDEXING, this::round);
      } catch (RuntimeException e) {
        log.warn("Thumbnail indexing round failed; retrying", e);
        done = 0;
      }
      if (done == 0) {
        lock.lock();
        try {
          if (running) {
            work.await(properties.getPollInterval().toMillis(), TimeUnit.MILLISECONDS);
          }
        } catch (InterruptedException e) {
          return;
        } finally {
          lock.unlock();
        }
      }
    }
  }

  private void openIndex() {
    int requeued = store.requeueOtherEmbedders(embedder.id(), clock.millis());
    if (requeued > 0) {
      log.info(
          "{} thumbnails were embedded by another model; queued again for {}",
          requeued,
          embedder.id());
    }
    index = loader.open(indexFolder, properties.getIndex().equalsIgnoreCase("exact"));
    ready = true;
  }

  // ---- one round ----

  /** Works on one batch of due videos; returns how many were claimed. */
  int round() {
    List<CorpusVideo> due = store.claimDue(properties.getBatchSize(), clock.millis(), LEASE_MILLIS);
    boolean changed = false;
    for (CorpusVideo v : due) {
      if (!running) {
        break;
      }
      changed |=
          switch (v.state()) {
            case CorpusVideo.QUEUED -> indexImage(v);
            case CorpusVideo.ENRICH -> enrich(v);
            default -> false;
          };
    }
    if (changed) {
      catchUp.run(index); // this round's vectors, searchable here at once
    }
    return due.size();
  }

  private boolean indexImage(CorpusVideo v) {
    try {
      BufferedImage image;
      if (files.exists(v.videoId())) {
        image = decoder.decode(files.read(v.videoId()));
      } else {
        byte[] bytes = platformImages.fetch(v);
        image = decoder.decode(bytes);
        files.write(v.videoId(), ImageDecoder.jpeg(image));
      }
      float[] vector = embedder.embed(image);
      float[] text = textEmbedder.embed(Words.of(v));
      String state = v.details() != null ? CorpusVideo.DONE : CorpusVideo.ENRICH;
      store.indexed(
          v.videoId(),
          ThumbnailFiles.fileName(v.videoId()),
          image.getWidth(),
          image.getHeight(),
          embedder.id(),
          vector,
          text,
          state,
          clock.millis());
      return true;
    } catch (ImageRejected e) {
      failed(v, CorpusVideo.QUEUED, e.getMessage(), !e.isTransient());
    } catch (ImageEmbedder.EmbedderException e) {
      failed(v, CorpusVideo.QUEUED, "embedder: " + e.getMessage(), false);
    } catch (IOException | RuntimeException e) {
      failed(v, CorpusVideo.QUEUED, e.toString(), false);
    }
    return false;
  }

  private boolean enrich(CorpusVideo v) {
    // the channel first, on its own: a video whose details cannot be read still gets its channel
    boolean channelKnown = v.channelId().isEmpty() || channelSnapshot(v.channelId());
    try {
      Optional<VideoDetailsSnapshot> details = videos.details(v.videoId());
      String channelId =
          details
              .map(VideoDetailsSnapshot::channelId)
              .filter(s -> !s.isEmpty())
              .orElse(v.channelId());
      if (!channelId.equals(v.channelId()) && !channelId.isEmpty()) {
        channelKnown = channelSnapshot(channelId);
      }
      if (!channelKnown && v.attempts() + 1 < properties.getMaxAttempts()) {
        failed(v, CorpusVideo.ENRICH, "channel not read yet", false);
        return false;
      }
      String json = details.map(StoredSnapshots::json).orElse(null);
      float[] text = textEmbedder.embed(Words.of(v.title(), details.orElse(null)));
      store.enriched(v.videoId(), json, text, clock.millis());
      return true;
    } catch (RuntimeException e) {
      if (!isReadTrouble(e)) {
        throw e;
      }
      // upstream trouble (503): later; after maxAttempts the details are left missing
      if (v.attempts() + 1 >= properties.getMaxAttempts()) {
        store.retryLater(
            v.videoId(),
            CorpusVideo.DONE,
            v.attempts() + 1,
            "details: " + e.getMessage(),
            clock.millis());
      } else {
        failed(v, CorpusVideo.ENRICH, "details: " + e.getMessage(), false);
      }
      return false;
    }
  }

  /** Whether the channel's snapshot is there (read now when missing or older than the TTL). */
  private boolean channelSnapshot(String channelId) {
    try {
      refreshChannel(channelId);
      return true;
    } catch (RuntimeException e) {
      if (!isReadTrouble(e)) {
        throw e;
      }
      log.debug("Channel {} not read for the thumbnail corpus: {}", channelId, e.getMessage());
      return store.channel(channelId).isPresent();
    }
  }

  private void refreshChannel(String channelId) {
    Optional<ThumbnailStore.ChannelSnapshot> known = store.channel(channelId);
    long now = clock.millis();
    if (known.isPresent()
        && now - known.get().fetchedAt() < properties.getChannelTtl().toMillis()) {
      return;
    }
    ChannelAboutSnapshot about = channels.about(channelId);
    OutlierBaseline baseline = channels.baseline(channelId);
    store.putChannel(
        new ThumbnailStore.ChannelSnapshot(
            channelId,
            StoredSnapshots.json(about),
            baseline.averageViews(),
            baseline.analysed(),
            now));
  }

  /** A read that failed for the platform's reasons or for a bad ID: tried again later. */
  private static boolean isReadTrouble(RuntimeException e) {
    return e instanceof ApiException
        || e instanceof InvalidInput
        || e instanceof IllegalArgumentException
        || ReadFailure.of(e).isPresent();
  }

  private void failed(CorpusVideo v, String state, String error, boolean permanent) {
    int attempts = v.attempts() + 1;
    if (attempts >= properties.getMaxAttempts() || (permanent && attempts >= 2)) {
      store.retryLater(v.videoId(), CorpusVideo.FAILED, attempts, error, clock.millis());
      log.info("Thumbnail of {} given up after {} attempts: {}", v.videoId(), attempts, error);
      return;
    }
    long backoff =
        Math.min(
            TimeUnit.HOURS.toMillis(6), TimeUnit.SECONDS.toMillis(30) << Math.min(20, attempts));
    store.retryLater(v.videoId(), state, attempts, error, clock.millis() + backoff);
  }
}
