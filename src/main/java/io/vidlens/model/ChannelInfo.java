package io.vidlens.model;

import java.util.List;

/**
 * A channel as its page shows it: header plus {@code channelMetadataRenderer} and {@code
 * microformatDataRenderer}. Subscriber counts are the platform's rounded text ("25m subscribers"):
 * {@code subscriberCount} is approximate; exact counts are not published. The joined date, total
 * views, country and links are not on the page: they come from the about panel, fetched with {@code
 * aboutContinuation}. {@code familySafe} null: not stated. {@code topicChannel}: a channel the
 * platform makes itself (a topic channel or an auto-generated gaming channel), as the parser read
 * its title and header.
 */
public record ChannelInfo(
    String channelId,
    String title,
    String handle,
    String description,
    List<String> keywords,
    List<Thumbnail> avatar,
    List<Thumbnail> banner,
    String subscriberCountText,
    Long subscriberCount,
    String videoCountText,
    Long videoCount,
    boolean verified,
    Boolean familySafe,
    List<String> pronouns,
    String channelUrl,
    String vanityUrl,
    String rssUrl,
    String aboutContinuation,
    String headerVariant,
    List<ChannelTabLink> tabs,
    boolean topicChannel) {

  public ChannelInfo {
    keywords = List.copyOf(keywords);
    avatar = List.copyOf(avatar);
    banner = List.copyOf(banner);
    pronouns = List.copyOf(pronouns);
    tabs = List.copyOf(tabs);
  }
}
