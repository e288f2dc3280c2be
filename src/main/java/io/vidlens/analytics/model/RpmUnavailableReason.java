package io.vidlens.analytics.model;

/** Why Get RPM answers {@code success: false}; {@link #error()} is the description's wording. */
public enum RpmUnavailableReason {
  /** Private, unlisted, or no longer played by the platform. */
  PRIVATE_UNLISTED_OR_REMOVED("video private, unlisted or removed"),
  /** Ads are switched off or restricted for this video: made for kids, age-restricted. */
  MONETIZATION_DISABLED("monetization disabled"),
  /**
   * The channel cannot earn from ads (below the partner programme), or a live stream in progress.
   */
  NOT_MONETIZED("video not monetized"),
  /** Published too recently for its views and ads to have settled. */
  TOO_NEW("video too new"),
  /** Too few views for an RPM to mean anything. */
  TOO_FEW_VIEWS("too few views");

  private final String error;

  RpmUnavailableReason(String error) {
    this.error = error;
  }

  /** The description's wording, for the {@code error} field. */
  public String error() {
    return error;
  }
}
