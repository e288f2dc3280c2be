package io.vidlens.model;

import java.util.List;

/**
 * A channel as its page shows it: header plus {@code channelMetadataRenderer} and {@code
 * microformatDataRenderer}. Counts are read from the header's texts, null when absent: {@code
 * subscriberCount} from the rounded "25m subscribers" (exact counts are not published, so it is
 * usually inexact), {@code videoCount} from "1.2K videos" or "123 videos". The joined date, total
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
    Count subscriberCount,
    String videoCountText,
    Count videoCount,
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
