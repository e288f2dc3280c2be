package io.vidlens.analysis.result;

import java.util.List;

/**
 * The niche's evidence in {@code niche_analysis} (issue 37): the peers and why each was chosen, the
 * subjects that outperformed across them, and the requests the job spent on them. The ideas read
 * these records as evidence from outside the channel.
 */
public final class NicheEvidence {

  private NicheEvidence() {}

  /**
   * A peer channel: {@code similarity} is the cosine of its titles' and the channel's mean title
   * embeddings; {@code source} where it was found ({@code related_videos}).
   */
  public record NichePeer(
      String channelId, String channelName, Long subscribers, double similarity, String source) {}

  /** A peer's video that beat its own channel at equal age (Get Outliers' method). */
  public record OutlierVideo(
      String channelId,
      String channelName,
      String videoId,
      String title,
      Long views,
      double equalAgeScore) {}

  /**
   * A subject that outperformed in the niche: the title of its best video names it; {@code
   * channels} is how many independent channels it worked on, {@code videos} the evidence; {@code
   * pValue} the chance of videos as far above their own channels' usual spread (one-sided, combined
   * over every video of the niche on it); {@code videosWeighed} and {@code channelsWeighed}: those
   * videos and the peers they are on (a game two peers play every week is on their usual level as
   * much as on one lucky video), null in results from before they were kept.
   */
  public record OutlierSubject(
      String subject,
      int channels,
      List<OutlierVideo> videos,
      double pValue,
      Integer videosWeighed,
      Integer channelsWeighed) {

    public OutlierSubject {
      videos = List.copyOf(videos);
    }

    public OutlierSubject(String subject, int channels, List<OutlierVideo> videos, double pValue) {
      this(subject, channels, videos, pValue, null, null);
    }
  }

  /** The upstream requests the niche may spend in one job, and those it spent. */
  public record NicheRequests(int budget, int spent) {}
}
