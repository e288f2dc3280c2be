package io.vidlens.platform.parse;

import io.vidlens.model.Thumbnail;
import java.util.List;

/**
 * What a channel page header shows, whichever header variant it came in. Empty strings and lists:
 * the variant does not show it (topic and gaming channels have no handle; removed channels show
 * only an avatar).
 */
public record ChannelHeader(
    String variant,
    String channelId,
    String title,
    String handle,
    List<String> pronouns,
    String description,
    List<Thumbnail> avatar,
    List<Thumbnail> banner,
    String subscriberCountText,
    String subscriberCountLabel,
    String videoCountText,
    boolean verified,
    boolean artist,
    String aboutContinuation) {

  public ChannelHeader {
    pronouns = List.copyOf(pronouns);
    avatar = List.copyOf(avatar);
    banner = List.copyOf(banner);
  }
}
