package io.vidlens.analysis.niche;

import io.vidlens.analysis.corpus.VideoSample;
import java.util.List;

/**
 * A peer channel as read: its ID, name, subscribers (null when hidden), where it was found ({@code
 * source}), how close its titles are to the channel's by subject ({@link SubjectShares}: the share
 * of titles on subjects both cover), its newest uploads (one listing page) dated at the analysis
 * time, and the language and country its titles speak from.
 */
public record Peer(
    String channelId,
    String name,
    Long subscribers,
    String source,
    double similarity,
    List<VideoSample> videos,
    PeerOrigin origin) {

  public Peer {
    videos = List.copyOf(videos);
  }
}
