package io.vidlens.thumbnails;

/**
 * One row of {@code thumbnail_videos}. Vectors and details are null until known. {@code
 * listedAsShort}: the listing that gave {@code sourceUrl} showed the video as a Short (see {@link
 * io.vidlens.catalog.VideosSeen.Video#listedAsShort}).
 */
record CorpusVideo(
    String videoId,
    String channelId,
    String title,
    String sourceUrl,
    boolean listedAsShort,
    Long viewCount,
    String state,
    int attempts,
    String fileName,
    String embedder,
    float[] embedding,
    float[] textEmbedding,
    String details) {

  static final String QUEUED = "queued";
  static final String ENRICH = "enrich";
  static final String DONE = "done";
  static final String FAILED = "failed";
}
