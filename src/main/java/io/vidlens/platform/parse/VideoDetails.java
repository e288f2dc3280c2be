package io.vidlens.platform.parse;

import java.util.List;
import java.util.Optional;

/**
 * Everything the video details record needs, merged from the two player answers a request makes:
 * the mobile one ({@code videoDetails} in full, captions, playability) and the WEB one ({@code
 * microformat}: dates, category, countries, family safety, unlisted, exact likes). Null scalars:
 * neither answer said.
 */
public record VideoDetails(
    String id,
    String title,
    Long lengthSeconds,
    List<String> keywords,
    String channelTitle,
    String channelId,
    String channelHandle,
    String description,
    List<Thumbnail> thumbnails,
    Boolean allowRatings,
    Long viewCount,
    Long likeCount,
    Boolean isPrivate,
    Boolean isUnpluggedCorpus,
    Boolean isLiveContent,
    Boolean isCrawlable,
    Boolean isFamilySafe,
    List<String> availableCountries,
    Boolean isUnlisted,
    String category,
    String publishDate,
    String uploadDate,
    Boolean isShortsEligible,
    Boolean hasCaption,
    Boolean playableInEmbed) {

  public VideoDetails {
    keywords = List.copyOf(keywords);
    thumbnails = List.copyOf(thumbnails);
    availableCountries = List.copyOf(availableCountries);
  }

  /**
   * Merges a mobile-client answer (may be null) with a WEB {@code $fields=microformat} answer (may
   * be null). The mobile {@code videoDetails} wins for its own fields; the microformat fills what
   * the mobile answer lacks and supplies the fields only it has.
   */
  public static VideoDetails merge(PlayerResponse mobile, PlayerResponse web) {
    Optional<PlayerVideoDetails> d =
        Optional.ofNullable(mobile)
            .flatMap(PlayerResponse::details)
            .filter(v -> !v.title().isEmpty());
    Optional<PlayerVideoDetails> webDetails =
        Optional.ofNullable(web).flatMap(PlayerResponse::details);
    Optional<PlayerMicroformat> m =
        Optional.ofNullable(web)
            .flatMap(PlayerResponse::microformat)
            .or(() -> Optional.ofNullable(mobile).flatMap(PlayerResponse::microformat));

    List<Thumbnail> thumbnails =
        d.map(PlayerVideoDetails::thumbnails)
            .filter(t -> !t.isEmpty())
            .or(() -> webDetails.map(PlayerVideoDetails::thumbnails).filter(t -> !t.isEmpty()))
            .or(() -> m.map(PlayerMicroformat::thumbnails))
            .orElse(List.of());
    // A mobile answer that played and had no caption list means: no captions.
    Boolean hasCaption =
        mobile == null || !mobile.playability().playable()
            ? null
            : !mobile.captions().tracks().isEmpty();

    return new VideoDetails(
        Nodes.firstNonBlank(
            d.map(PlayerVideoDetails::videoId).orElse(""),
            webDetails.map(PlayerVideoDetails::videoId).orElse(""),
            m.map(PlayerMicroformat::videoId).orElse("")),
        Nodes.firstNonBlank(
            d.map(PlayerVideoDetails::title).orElse(""),
            m.map(PlayerMicroformat::title).orElse("")),
        d.map(PlayerVideoDetails::lengthSeconds)
            .or(() -> m.map(PlayerMicroformat::lengthSeconds))
            .orElse(null),
        d.map(PlayerVideoDetails::keywords).orElse(List.of()),
        Nodes.firstNonBlank(
            d.map(PlayerVideoDetails::author).orElse(""),
            m.map(PlayerMicroformat::ownerChannelName).orElse("")),
        Nodes.firstNonBlank(
            d.map(PlayerVideoDetails::channelId).orElse(""),
            m.map(PlayerMicroformat::channelId).orElse("")),
        m.map(PlayerMicroformat::channelHandle).orElse(""),
        Nodes.firstNonBlank(
            d.map(PlayerVideoDetails::shortDescription).orElse(""),
            m.map(PlayerMicroformat::description).orElse("")),
        thumbnails,
        d.map(PlayerVideoDetails::allowRatings).orElse(null),
        d.map(PlayerVideoDetails::viewCount)
            .or(() -> m.map(PlayerMicroformat::viewCount))
            .orElse(null),
        m.map(PlayerMicroformat::likeCount).orElse(null),
        d.map(PlayerVideoDetails::isPrivate).orElse(null),
        d.map(PlayerVideoDetails::isUnpluggedCorpus).orElse(null),
        d.map(PlayerVideoDetails::isLiveContent).orElse(null),
        d.map(PlayerVideoDetails::isCrawlable).orElse(null),
        m.map(PlayerMicroformat::isFamilySafe).orElse(null),
        m.map(PlayerMicroformat::availableCountries).orElse(List.of()),
        m.map(PlayerMicroformat::isUnlisted).orElse(null),
        m.map(PlayerMicroformat::category).orElse(""),
        m.map(PlayerMicroformat::publishDate).orElse(""),
        m.map(PlayerMicroformat::uploadDate).orElse(""),
        m.map(PlayerMicroformat::isShortsEligible).orElse(null),
        hasCaption,
        mobile != null && mobile.playableInEmbed() != null
            ? mobile.playableInEmbed()
            : web == null ? null : web.playableInEmbed());
  }
}
