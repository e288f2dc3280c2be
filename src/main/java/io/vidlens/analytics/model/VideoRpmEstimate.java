package io.vidlens.analytics.model;

import java.math.BigDecimal;

/** The prediction of Get RPM for one video, or why there is none. */
public sealed interface VideoRpmEstimate
    permits VideoRpmEstimate.Available, VideoRpmEstimate.Unavailable {

  /**
   * {@code prediction.*}: RPM in USD per 1,000 views ({@code rpmMin <= rpm <= rpmMax}) and the
   * estimated earnings of the video's views so far (views / 1000 x each RPM), and what the estimate
   * is ({@code estimate}).
   */
  record Available(
      BigDecimal rpm,
      BigDecimal rpmMin,
      BigDecimal rpmMax,
      BigDecimal estimatedEarnings,
      BigDecimal estimatedEarningsMin,
      BigDecimal estimatedEarningsMax,
      Estimate estimate)
      implements VideoRpmEstimate {}

  /**
   * The {@code success: false} body: {@code error} is {@code reason.error()}, {@code message} says
   * more.
   */
  record Unavailable(RpmUnavailableReason reason, String message) implements VideoRpmEstimate {

    public String error() {
      return reason.error();
    }
  }
}
