package io.vidlens.platform.parse;

import io.vidlens.model.PlatformDate;
import io.vidlens.model.PlayerMicroformat;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.PlayerVideoDetails;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoDetails;
import java.util.List;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * Parses a {@code youtubei/v1/player} answer, or a {@code reel/reel_item_watch} answer (which wraps
 * the same body in {@code playerResponse}).
 */
public final class PlayerParser {

  private PlayerParser() {}

  public static PlayerResponse parse(JsonNode root) {
    JsonNode player =
        root != null && root.has("playerResponse") ? root.get("playerResponse") : root;
    return new PlayerResponse(
        PlayabilityParser.parse(player),
        Nodes.object(player, "videoDetails").map(PlayerParser::details),
        Nodes.object(player, "microformat", "playerMicroformatRenderer")
            .map(PlayerParser::microformat),
        CaptionsParser.parse(player),
        Nodes.bool(player, "playabilityStatus", "playableInEmbed"));
  }

  private static PlayerVideoDetails details(JsonNode d) {
    return new PlayerVideoDetails(
        Nodes.string(d, "videoId"),
        Nodes.string(d, "title"),
        Nodes.number(d, "lengthSeconds"),
        Nodes.strings(d, "keywords"),
        Nodes.string(d, "channelId"),
        Nodes.string(d, "author"),
        Nodes.string(d, "shortDescription"),
        Thumbnails.of(d, "thumbnail"),
        Nodes.bool(d, "allowRatings"),
        Nodes.number(d, "viewCount"),
        Nodes.bool(d, "isPrivate"),
        Nodes.bool(d, "isUnpluggedCorpus"),
        Nodes.bool(d, "isLiveContent"),
        Nodes.bool(d, "isLive"),
        Nodes.bool(d, "isCrawlable"));
  }

  private static PlayerMicroformat microformat(JsonNode m) {
    String profile = Nodes.string(m, "ownerProfileUrl");
    return new PlayerMicroformat(
        Nodes.string(m, "externalVideoId"),
        PlatformText.of(m, "title"),
        PlatformText.of(m, "description"),
        Nodes.number(m, "lengthSeconds"),
        profile,
        Handles.fromUrl(profile),
        Nodes.string(m, "externalChannelId"),
        Nodes.string(m, "ownerChannelName"),
        Nodes.bool(m, "isFamilySafe"),
        Nodes.strings(m, "availableCountries"),
        Nodes.bool(m, "isUnlisted"),
        Nodes.number(m, "viewCount"),
        Nodes.number(m, "likeCount"),
        Nodes.string(m, "category"),
        Nodes.string(m, "publishDate"),
        Nodes.string(m, "uploadDate"),
        PlatformDates.read(Nodes.string(m, "publishDate")),
        PlatformDates.read(Nodes.string(m, "uploadDate")),
        Nodes.bool(m, "isShortsEligible"),
        Optional.ofNullable(
                PlatformDates.read(Nodes.string(m, "liveBroadcastDetails", "startTimestamp")))
            .map(PlatformDate::instant)
            .orElse(null),
        Thumbnails.of(m, "thumbnail"),
        Nodes.string(m, "canonicalUrl"));
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

    String channelTitle =
        Nodes.firstNonBlank(
            d.map(PlayerVideoDetails::author).orElse(""),
            m.map(PlayerMicroformat::ownerChannelName).orElse(""));
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
        d.map(PlayerVideoDetails::keywords)
            .or(() -> webDetails.map(PlayerVideoDetails::keywords))
            .orElse(List.of()),
        channelTitle,
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
        m.map(PlayerMicroformat::published).orElse(null),
        m.map(PlayerMicroformat::uploaded).orElse(null),
        m.map(PlayerMicroformat::isShortsEligible).orElse(null),
        hasCaption,
        mobile != null && mobile.playableInEmbed() != null
            ? mobile.playableInEmbed()
            : web == null ? null : web.playableInEmbed(),
        TopicChannels.titled(channelTitle));
  }
}
