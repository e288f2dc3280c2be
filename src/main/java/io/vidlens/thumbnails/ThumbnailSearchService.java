package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import io.vidlens.compute.ComputePool;
import io.vidlens.compute.ComputePools;
import io.vidlens.embeddings.TextEmbedder;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;

/**
 * Answers a search from the index. By image: fetch safely, decode, embed, nearest thumbnails. By
 * text with a text-image model: the text's vector in the image space. By text without one (the
 * built-in embedder): the text is matched against the indexed videos' titles, keywords and
 * descriptions (MiniLM meaning and BM25 words, fused), and the thumbnails of the best matches seed
 * a visual search; both lists are merged. Every element says how it was found ({@code
 * metadata.matchedBy}), and the answer says it in {@code X-Thumbnail-Search-Method}.
 *
 * <p>The CPU-heavy part of a search (decoding and embedding an image; embedding a text, a native
 * ONNX call that would pin a virtual thread's carrier, and ranking) runs on the node's compute
 * pools ({@link ComputePools#IMAGE}, {@link ComputePools#TEXT}) under the caller's account, never
 * on the request's thread: an account over its share is told 429, a full node 503, at once.
 */
@Service
class ThumbnailSearchService {

  private static final Logger log = LoggerFactory.getLogger(ThumbnailSearchService.class);

  /** The contract's message of this operation's 503. */
  static final String UNAVAILABLE = "Thumbnail search service unavailable";

  static final String BY_IMAGE = "image";
  static final String BY_TEXT_MODEL = "text-image-model";
  static final String BY_METADATA = "text-metadata";
  static final String BY_SEEDED = "visual-from-text-matches";

  /** Matches whose thumbnails seed the visual part of a text search. */
  static final int SEEDS = 3;

  record Found(String videoId, float similarity, String matchedBy, String seed) {}

  record Outcome(List<Found> found, String method) {}

  private final ThumbnailIndexer indexer;
  private final ImageEmbedder embedder;
  private final TextEmbedder textEmbedder;
  private final SafeImageFetcher fetcher;
  private final ImageDecoder decoder;
  private final ThumbnailStore store;
  private final ThumbnailProperties properties;
  private final FetchSlots slots;
  private final ComputePool images;
  private final ComputePool texts;

  ThumbnailSearchService(
      ThumbnailIndexer indexer,
      ImageEmbedder embedder,
      TextEmbedder textEmbedder,
      SafeImageFetcher clientImageFetcher,
      ImageDecoder decoder,
      ThumbnailStore store,
      ThumbnailProperties properties,
      FetchSlots slots,
      ComputePools pools) {
    this.indexer = indexer;
    this.embedder = embedder;
    this.textEmbedder = textEmbedder;
    this.fetcher = clientImageFetcher;
    this.decoder = decoder;
    this.store = store;
    this.properties = properties;
    this.slots = slots;
    this.images = pools.pool(ComputePools.IMAGE, "image decodings", UNAVAILABLE);
    this.texts = pools.pool(ComputePools.TEXT, "text searches", UNAVAILABLE);
  }

  /**
   * Answers {@code query} for the key {@code keyId} of account {@code accountId}: an image query
   * holds one of the key's fetch slots (and one of its account's and of the node's) while its image
   * is fetched and decoded; a refused image is a 422 {@link ApiException}.
   */
  Outcome search(ThumbnailQuery query, String keyId, String accountId) {
    ThumbnailIndex index =
        indexer
            .index()
            .orElseThrow(
                () -> unavailable("The similarity index is being built; try again shortly.", 30));
    return switch (query) {
      case ThumbnailQuery.ByImageUrl byImage ->
          byImage(index, byImage.imageUrl(), keyId, accountId);
      case ThumbnailQuery.ByText byText -> texts.run(accountId, () -> byText(index, byText.text()));
    };
  }

  /** Fetched on the request's thread (it only waits), decoded and matched on the image pool. */
  private Outcome byImage(ThumbnailIndex index, String url, String keyId, String accountId) {
    try (FetchSlots.Slot slot = slots.acquire(keyId, accountId)) {
      byte[] bytes = fetcher.fetch(url).bytes();
      return images.run(accountId, () -> matchImage(index, bytes));
    } catch (ImageRejected e) {
      throw new ApiException(
          HttpStatus.UNPROCESSABLE_CONTENT,
          "Unable to process image",
          "The image could not be used: " + e.getMessage() + ".");
    }
  }

  private Outcome matchImage(ThumbnailIndex index, byte[] bytes) throws ImageRejected {
    BufferedImage image = decoder.decode(bytes);
    float[] vector;
    try {
      vector = embedder.embed(image);
    } catch (ImageEmbedder.EmbedderException e) {
      log.warn("Image embedder failed on a search", e);
      throw unavailable("The image model failed; try again later.", 300);
    }
    return new Outcome(visual(index, vector, BY_IMAGE, null, 1f), BY_IMAGE);
  }

  private Outcome byText(ThumbnailIndex index, String text) {
    Optional<ImageEmbedder.TextTower> tower = embedder.textTower();
    if (tower.isPresent()) {
      try {
        return new Outcome(
            visual(index, tower.get().embed(text), BY_TEXT_MODEL, null, 1f), BY_TEXT_MODEL);
      } catch (ImageEmbedder.EmbedderException e) {
        log.warn("Text tower failed on a search", e);
        throw unavailable("The text model failed; try again later.", 300);
      }
    }
    List<Found> metadata = metadataMatches(index, text);
    Map<String, Found> merged = new LinkedHashMap<>();
    metadata.forEach(f -> merged.put(f.videoId(), f));
    List<String> seedIds = metadata.stream().limit(SEEDS).map(Found::videoId).toList();
    Map<String, CorpusVideo> seeds = store.find(seedIds);
    for (Found seed : metadata.stream().limit(SEEDS).toList()) {
      CorpusVideo v = seeds.get(seed.videoId());
      if (v == null || v.embedding() == null) {
        continue;
      }
      for (Found f : visual(index, v.embedding(), BY_SEEDED, seed.videoId(), seed.similarity())) {
        merged.merge(f.videoId(), f, (a, b) -> a.similarity() >= b.similarity() ? a : b);
      }
    }
    List<Found> out = new ArrayList<>(merged.values());
    out.sort(Comparator.comparingDouble(Found::similarity).reversed());
    String method = seeds.isEmpty() ? BY_METADATA : BY_METADATA + "+" + BY_SEEDED;
    return new Outcome(out.subList(0, Math.min(out.size(), properties.getResultLimit())), method);
  }

  /**
   * Titles, keywords and descriptions: the MiniLM cosine (mapped to 0..1) blended with BM25
   * normalised by the best BM25 score, 0.6 : 0.4; a video found by words alone still gets its
   * meaning score from its stored text vector.
   */
  private List<Found> metadataMatches(ThumbnailIndex index, String text) {
    int limit = properties.getResultLimit();
    float[] q = textEmbedder.embed(text);
    Map<String, Float> semantic = new LinkedHashMap<>();
    for (ThumbnailIndex.Hit h : index.nearestTexts(q, 2 * limit, properties.getNumCandidates())) {
      semantic.put(h.videoId(), h.score());
    }
    Map<String, Float> lexical = new LinkedHashMap<>();
    List<ThumbnailIndex.Hit> words = index.words(text, 2 * limit);
    float best = words.isEmpty() ? 1 : words.getFirst().score();
    for (ThumbnailIndex.Hit h : words) {
      lexical.put(h.videoId(), h.score() / best);
    }
    List<String> missing =
        lexical.keySet().stream().filter(id -> !semantic.containsKey(id)).toList();
    store
        .find(missing)
        .values()
        .forEach(
            v -> {
              if (v.textEmbedding() != null) {
                semantic.put(v.videoId(), Vectors.similarity(q, v.textEmbedding()));
              }
            });
    List<Found> out = new ArrayList<>();
    java.util.Set<String> ids = new java.util.LinkedHashSet<>(semantic.keySet());
    ids.addAll(lexical.keySet());
    for (String id : ids) {
      float s = 0.6f * semantic.getOrDefault(id, 0.5f) + 0.4f * lexical.getOrDefault(id, 0f);
      out.add(new Found(id, Math.max(0, Math.min(1, s)), BY_METADATA, null));
    }
    out.sort(Comparator.comparingDouble(Found::similarity).reversed());
    return out.subList(0, Math.min(out.size(), limit));
  }

  /** Nearest thumbnails; with a seed, scaled by the seed's own score (never above it). */
  private List<Found> visual(
      ThumbnailIndex index, float[] vector, String matchedBy, String seed, float scale) {
    int limit = properties.getResultLimit();
    List<ThumbnailIndex.Hit> hits =
        index.keepsExact()
            ? index.exactImage(vector, limit)
            : index.nearestImages(vector, limit, properties.getNumCandidates());
    return hits.stream()
        .map(
            h ->
                new Found(
                    h.videoId(), Math.max(0, Math.min(1, h.score() * scale)), matchedBy, seed))
        .toList();
  }

  static ApiException unavailable(String details, long retryAfter) {
    return new ApiException(HttpStatus.SERVICE_UNAVAILABLE, UNAVAILABLE, details, retryAfter);
  }
}
