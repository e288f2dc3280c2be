package io.vidlens.thumbnails;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code vidlens.thumbnails.*}: see docs/thumbnails.md and the README's configuration table. */
@ConfigurationProperties("vidlens.thumbnails")
public class ThumbnailProperties {

  /** False: this process neither opens the index nor indexes (the key and account commands). */
  private boolean enabled = true;

  /** Whether the background indexer runs on this node (the queue is still filled when off). */
  private boolean indexerEnabled = true;

  /** Replaces scheme, host and port of platform thumbnail URLs (a mirror, or a test server). */
  private URI imageHost;

  /** Results per search. */
  private int resultLimit = 20;

  /** HNSW candidates explored per search (more: better recall, slower). */
  private int numCandidates = 160;

  /** {@code hnsw} (Lucene, on disk) or {@code exact} (brute force in memory, the reference). */
  private String index = "hnsw";

  /** Videos claimed per indexer round. */
  private int batchSize = 16;

  /** Pause of the indexer when the queue is empty. */
  private Duration pollInterval = Duration.ofSeconds(2);

  /** How often the local index takes the vectors stored since (by any node), indexer on or off. */
  private Duration syncInterval = Duration.ofSeconds(5);

  /** Failed attempts after which an image is given up (state failed). */
  private int maxAttempts = 5;

  /** How long a channel's about snapshot and outlier baseline are kept. */
  private Duration channelTtl = Duration.ofDays(1);

  /** {@code builtin} (the visual descriptor) or {@code onnx} (a CLIP-style model, see onnx.*). */
  private String embedder = "builtin";

  private final Fetch fetch = new Fetch();
  private final Onnx onnx = new Onnx();

  public static class Fetch {
    private long maxBytes = 10L * 1024 * 1024;
    private long maxPixels = 40_000_000L;
    private Duration timeout = Duration.ofSeconds(10);
    private int maxRedirects = 3;

    /** The slowest image body accepted (bytes per second, judged after its first second). */
    private long minBytesPerSecond = 16 * 1024;

    /** Client image fetches (with their decoding) in flight on this node at once. */
    private int maxConcurrent = 8;

    /** Client image fetches of one key in flight on this node at once. */
    private int maxConcurrentPerKey = 2;

    /**
     * Client image fetches of all the keys of one account in flight on this node at once (an
     * account may have many keys; this keeps them from holding every slot of the node).
     */
    private int maxConcurrentPerAccount = 4;

    /** Extra tokens of the key's per-second rate that a refused image (422) takes. */
    private int refusedRateTokens = 10;

    /** Memory one decoded image may take (width × height × bytes per pixel, after subsampling). */
    private long maxDecodedBytes = 16L * 1024 * 1024;

    /** Lets image URLs reach loopback addresses: for tests only, never in service. */
    private boolean allowLoopback = false;

    public long getMaxBytes() {
      return maxBytes;
    }

    public void setMaxBytes(long v) {
      maxBytes = v;
    }

    public long getMaxPixels() {
      return maxPixels;
    }

    public void setMaxPixels(long v) {
      maxPixels = v;
    }

    public Duration getTimeout() {
      return timeout;
    }

    public void setTimeout(Duration v) {
      timeout = v;
    }

    public int getMaxRedirects() {
      return maxRedirects;
    }

    public void setMaxRedirects(int v) {
      maxRedirects = v;
    }

    public long getMinBytesPerSecond() {
      return minBytesPerSecond;
    }

    public void setMinBytesPerSecond(long v) {
      minBytesPerSecond = v;
    }

    public int getMaxConcurrent() {
      return maxConcurrent;
    }

    public void setMaxConcurrent(int v) {
      maxConcurrent = v;
    }

    public int getMaxConcurrentPerKey() {
      return maxConcurrentPerKey;
    }

    public void setMaxConcurrentPerKey(int v) {
      maxConcurrentPerKey = v;
    }

    public int getMaxConcurrentPerAccount() {
      return maxConcurrentPerAccount;
    }

    public void setMaxConcurrentPerAccount(int v) {
      maxConcurrentPerAccount = v;
    }

    public int getRefusedRateTokens() {
      return refusedRateTokens;
    }

    public void setRefusedRateTokens(int v) {
      refusedRateTokens = v;
    }

    public long getMaxDecodedBytes() {
      return maxDecodedBytes;
    }

    public void setMaxDecodedBytes(long v) {
      maxDecodedBytes = v;
    }

    public boolean isAllowLoopback() {
      return allowLoopback;
    }

    public void setAllowLoopback(boolean v) {
      allowLoopback = v;
    }
  }

  public static class Onnx {
    private Path imageModel;
    private Path textModel;
    private Path tokenizer;
    private String imageOutput = "";
    private String textOutput = "";
    private int imageSize = 224;
    private int contextLength = 77;
    private float[] mean = {0.48145466f, 0.4578275f, 0.40821073f};
    private float[] std = {0.26862954f, 0.26130258f, 0.27577711f};
    private int threads = 1;

    public Path getImageModel() {
      return imageModel;
    }

    public void setImageModel(Path v) {
      imageModel = v;
    }

    public Path getTextModel() {
      return textModel;
    }

    public void setTextModel(Path v) {
      textModel = v;
    }

    public Path getTokenizer() {
      return tokenizer;
    }

    public void setTokenizer(Path v) {
      tokenizer = v;
    }

    public String getImageOutput() {
      return imageOutput;
    }

    public void setImageOutput(String v) {
      imageOutput = v;
    }

    public String getTextOutput() {
      return textOutput;
    }

    public void setTextOutput(String v) {
      textOutput = v;
    }

    public int getImageSize() {
      return imageSize;
    }

    public void setImageSize(int v) {
      imageSize = v;
    }

    public int getContextLength() {
      return contextLength;
    }

    public void setContextLength(int v) {
      contextLength = v;
    }

    public float[] getMean() {
      return mean;
    }

    public void setMean(float[] v) {
      mean = v;
    }

    public float[] getStd() {
      return std;
    }

    public void setStd(float[] v) {
      std = v;
    }

    public int getThreads() {
      return threads;
    }

    public void setThreads(int v) {
      threads = v;
    }
  }

  public boolean isEnabled() {
    return enabled;
  }

  public void setEnabled(boolean v) {
    enabled = v;
  }

  public boolean isIndexerEnabled() {
    return indexerEnabled;
  }

  public void setIndexerEnabled(boolean v) {
    indexerEnabled = v;
  }

  public URI getImageHost() {
    return imageHost;
  }

  public void setImageHost(URI v) {
    imageHost = v;
  }

  public int getResultLimit() {
    return resultLimit;
  }

  public void setResultLimit(int v) {
    resultLimit = v;
  }

  public int getNumCandidates() {
    return numCandidates;
  }

  public void setNumCandidates(int v) {
    numCandidates = v;
  }

  public String getIndex() {
    return index;
  }

  public void setIndex(String v) {
    index = v;
  }

  public int getBatchSize() {
    return batchSize;
  }

  public void setBatchSize(int v) {
    batchSize = v;
  }

  public Duration getPollInterval() {
    return pollInterval;
  }

  public void setPollInterval(Duration v) {
    pollInterval = v;
  }

  public Duration getSyncInterval() {
    return syncInterval;
  }

  public void setSyncInterval(Duration v) {
    syncInterval = v;
  }

  public int getMaxAttempts() {
    return maxAttempts;
  }

  public void setMaxAttempts(int v) {
    maxAttempts = v;
  }

  public Duration getChannelTtl() {
    return channelTtl;
  }

  public void setChannelTtl(Duration v) {
    channelTtl = v;
  }

  public String getEmbedder() {
    return embedder;
  }

  public void setEmbedder(String v) {
    embedder = v;
  }

  public Fetch getFetch() {
    return fetch;
  }

  public Onnx getOnnx() {
    return onnx;
  }
}
