package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import java.util.List;

/**
 * A peer channel as read: its ID, name, subscribers (null when hidden), where it was found ({@code
 * source}), how close its titles are to the channel's (cosine of the mean title embeddings), and
 * its newest uploads (one listing page) dated at the analysis time.
 */
public record Peer(
    String channelId,
    String name,
    Long subscribers,
    String source,
    double similarity,
    List<VideoSample> videos) {

  public Peer {
    videos = List.copyOf(videos);
  }
}
