package io.vidlens.platform.parse;

/**
 * Channels the platform makes itself rather than a creator: topic channels ("Artist - Topic") and
 * the auto-generated gaming channels, which carry the interactive tabbed header. Their videos are
 * not a creator's to monetise, which the estimates need to know.
 */
final class TopicChannels {

  private static final String TOPIC_SUFFIX = " - Topic";

  private static final String AUTO_GENERATED_HEADER = "interactiveTabbedHeaderRenderer";

  private TopicChannels() {}

  /** Whether a channel of this title and page header is the platform's own. */
  static boolean of(String title, String headerVariant) {
    return titled(title) || AUTO_GENERATED_HEADER.equals(headerVariant);
  }

  /** Whether a channel's name is a topic channel's. */
  static boolean titled(String title) {
    return title != null && title.endsWith(TOPIC_SUFFIX);
  }
}
