package io.vidlens.analytics;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.vidlens.analytics.model.VideoRpmEstimate;
import io.vidlens.model.VideoDetails;
import java.math.BigDecimal;

/**
 * The two bodies of Get RPM (both answered 200): the prediction, or {@code success: false} with the
 * reason.
 */
sealed interface RpmAnswer permits RpmAnswer.Result, RpmAnswer.Unavailable {

  @JsonPropertyOrder({"success", "videoId", "video", "prediction", "estimate"})
  record Result(
      boolean success, String videoId, Video video, Prediction prediction, EstimateBody estimate)
      implements RpmAnswer {}

  /**
   * @param lengthSec null when the platform gave no length
   * @param views null when it gave no count (never reached: no count is "too few views")
   * @param publishedAt YYYY-MM-DD in the platform's own offset, null when not given
   */
  record Video(String title, String channel, Long lengthSec, Long views, String publishedAt) {}

  record Prediction(
      BigDecimal rpm,
      BigDecimal rpmMin,
      BigDecimal rpmMax,
      BigDecimal estimatedEarnings,
      BigDecimal estimatedEarningsMin,
      BigDecimal estimatedEarningsMax) {}

  @JsonPropertyOrder({"success", "videoId", "error", "message"})
  record Unavailable(boolean success, String videoId, String error, String message)
      implements RpmAnswer {}

  static RpmAnswer of(String videoId, VideoDetails d, VideoRpmEstimate estimate) {
    return switch (estimate) {
      case VideoRpmEstimate.Unavailable u -> unavailable(videoId, u);
      case VideoRpmEstimate.Available a ->
          new Result(
              true,
              videoId,
              new Video(
                  d.title(),
                  d.channelTitle(),
                  d.lengthSeconds(),
                  d.viewCount(),
                  SignalsMapper.day(d.published()).map(Object::toString).orElse(null)),
              new Prediction(
                  a.rpm(),
                  a.rpmMin(),
                  a.rpmMax(),
                  a.estimatedEarnings(),
                  a.estimatedEarningsMin(),
                  a.estimatedEarningsMax()),
              EstimateBody.of(a.estimate()));
    };
  }

  static Unavailable unavailable(String videoId, VideoRpmEstimate.Unavailable u) {
    return new Unavailable(false, videoId, u.error(), u.message());
  }
}
