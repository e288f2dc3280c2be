package io.vidlens.channel;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.Count;
import io.vidlens.model.Image;
import java.util.List;
import java.util.Optional;

/**
 * The wire shape of Get About (schema {@code ChannelAbout}): the channel page's header and metadata
 * plus, when the platform gives it, the about panel (joined date, total views, country, links).
 * Fields only the panel has are null ({@code viewCount}, {@code joinedDate}, {@code country}) or
 * empty when it is not available; nothing is invented. {@code subscriberCount} is read from the
 * platform's rounded text and so approximate.
 */
record AboutAnswer(
    String channelId,
    String title,
    String handle,
    String description,
    String channelUrl,
    Long subscriberCount,
    String subscriberCountText,
    Long videoCount,
    String videoCountText,
    Long viewCount,
    String viewCountText,
    String joinedDate,
    String country,
    List<Link> links,
    List<Image> thumbnail,
    List<Image> banner,
    List<String> keywords,
    Boolean isVerified,
    Boolean isFamilySafe,
    boolean isAgeRestricted) {

  record Link(String title, String url) {}

  static AboutAnswer of(ChannelInfo page, Optional<AboutChannel> panel) {
    AboutChannel a = panel.orElse(null);
    boolean pageHasSubscribers = page.subscriberCount() != null;
    boolean pageHasVideos = page.videoCount() != null;
    return new AboutAnswer(
        page.channelId(),
        page.title(),
        page.handle(),
        first(page.description(), a == null ? "" : a.description()),
        first(page.channelUrl(), "https://www.youtube.com/channel/" + page.channelId()),
        Count.valueOf(
            pageHasSubscribers || a == null ? page.subscriberCount() : a.subscriberCount()),
        pageHasSubscribers || a == null ? page.subscriberCountText() : a.subscriberCountText(),
        Count.valueOf(pageHasVideos || a == null ? page.videoCount() : a.videoCount()),
        pageHasVideos || a == null ? page.videoCountText() : a.videoCountText(),
        a == null ? null : Count.valueOf(a.viewCount()),
        a == null ? "" : a.viewCountText(),
        a == null || a.joinedDate() == null ? null : a.joinedDate().toString(),
        // Null when the about panel was not read or names no country: unknown, not "".
        a == null || a.country().isBlank() ? null : a.country(),
        a == null ? List.of() : a.links().stream().map(l -> new Link(l.title(), l.url())).toList(),
        Image.of(page.avatar()),
        Image.of(page.banner()),
        page.keywords(),
        page.verified(),
        page.familySafe(),
        false);
  }

  /** An age-gated channel shows anonymous clients only its name and avatar. */
  static AboutAnswer ageRestricted(String channelId, ChannelPage.AgeRestricted gate) {
    return new AboutAnswer(
        channelId,
        gate.title(),
        "",
        "",
        "https://www.youtube.com/channel/" + channelId,
        null,
        "",
        null,
        "",
        null,
        "",
        null,
        "",
        List.of(),
        Image.of(gate.avatar()),
        List.of(),
        List.of(),
        null,
        null,
        true);
  }

  private static String first(String value, String fallback) {
    return value == null || value.isBlank() ? fallback : value;
  }
}
