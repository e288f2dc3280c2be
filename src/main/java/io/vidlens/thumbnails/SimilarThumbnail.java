package io.vidlens.thumbnails;

import io.vidlens.catalog.ChannelAnswerSnapshots;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/**
 * One element of the search answer (schema {@code SimilarThumbnail}). Built from the corpus row
 * (the listing's title, view count and thumbnail URL), the video's details snapshot (Get Video
 * Details, taken when it was indexed) and its channel's snapshot (Get About and the Get Outliers
 * baseline). What was never read is null, never a default that looks like data, and {@code unread}
 * names the sections whose source was never read. Paths are relative to the data directory.
 */
record SimilarThumbnail(
    double similarity,
    String id,
    String filename,
    String path,
    Metadata metadata,
    String platformThumbnailUrl,
    String platformMaxResUrl,
    String platformVideoUrl,
    String fullLocalPath,
    VideoData videoData,
    ChannelData channelData,
    CalculatedData calculatedData,
    List<String> unread) {

  /** The sections {@code unread} can name. */
  static final String VIDEO_DATA = "videoData";

  static final String CHANNEL_DATA = "channelData";
  static final String CALCULATED_DATA = "calculatedData";

  /**
   * {@code matchedBy}: how this element was found; {@code seedVideoId}: the text match whose
   * thumbnail led here.
   */
  record Metadata(
      String title,
      Long videoViews,
      List<String> categories,
      String videoType,
      String matchedBy,
      String seedVideoId) {}

  record VideoData(
      Long viewCount,
      String lengthSeconds,
      String description,
      JsonNode thumbnail,
      List<String> keywords,
      String channelTitle,
      String channelId,
      String category,
      String publishDate,
      String uploadDate,
      Boolean isFamilySafe,
      Boolean isPrivate,
      Boolean isLiveContent,
      List<String> availableCountries) {}

  record ChannelData(
      String channelId,
      String title,
      String description,
      Long subscriberCount,
      Long videosCount,
      Long viewCount,
      String channelHandle,
      String country,
      String joinedDate,
      JsonNode avatar,
      Boolean isFamilySafe) {}

  /**
   * Get Outliers' definition: score = views / mean views of the channel's latest 30 videos; outlier
   * at 2. Score and verdict are null when the views or the baseline were not read.
   */
  record CalculatedData(
      Double outlierScore,
      Double averageViewsPerVideo,
      Boolean isOutlier,
      double outlierThreshold) {}

  private static final JsonMapper JSON = JsonMapper.builder().build();

  static SimilarThumbnail of(
      ThumbnailSearchService.Found found, CorpusVideo v, ThumbnailStore.ChannelSnapshot channel) {
    JsonNode d = v.details() == null ? JSON.missingNode() : JSON.readTree(v.details());
    JsonNode about =
        channel == null || channel.about() == null
            ? JSON.missingNode()
            : JSON.readTree(channel.about());
    String id = v.videoId();
    // the details' count (as of indexing), else the count the listing showed
    Long detailViews = digits(text(d, "viewCount"));
    Long views = detailViews != null ? detailViews : v.viewCount();
    String title = v.title().isEmpty() ? d.path("title").asString("") : v.title();
    String category = known(text(d, "category"));
    String channelId = d.path("channelId").asString(v.channelId());
    if (channelId.isEmpty()) {
      channelId = v.channelId();
    }
    JsonNode thumbnails =
        d.path("thumbnail").isArray() ? d.path("thumbnail") : JSON.createArrayNode();
    String lengthSeconds = text(d, "lengthSeconds");
    VideoData videoData =
        new VideoData(
            views,
            digits(lengthSeconds) == null ? null : lengthSeconds,
            text(d, "description"),
            thumbnails,
            strings(d.path("keywords")),
            text(d, "channelTitle"),
            channelId.isEmpty() ? null : channelId,
            category,
            known(text(d, "publishDate")),
            known(text(d, "uploadDate")),
            flag(d, "isFamilySafe"),
            flag(d, "isPrivate"),
            flag(d, "isLiveContent"),
            strings(d.path("availableCountries")));
    String channelTitle = text(about, "title");
    ChannelData channelData =
        new ChannelData(
            channelId.isEmpty() ? null : channelId,
            channelTitle != null ? channelTitle : text(d, "channelTitle"),
            text(about, "description"),
            number(about.path("subscriberCount")),
            number(about.path("videoCount")),
            number(about.path("viewCount")),
            text(about, "handle"),
            text(about, "country"),
            known(text(about, "joinedDate")),
            about.path("thumbnail").isArray() ? about.path("thumbnail") : JSON.createArrayNode(),
            flag(about, "isFamilySafe"));
    Double mean = channel == null ? null : channel.averageViews();
    Double score = mean == null || mean <= 0 || views == null ? null : views / mean;
    CalculatedData calculated =
        new CalculatedData(
            score,
            mean,
            score == null ? null : score >= ChannelAnswerSnapshots.OUTLIER_THRESHOLD,
            ChannelAnswerSnapshots.OUTLIER_THRESHOLD);
    Metadata metadata =
        new Metadata(
            title,
            views,
            category == null ? List.of() : List.of(category),
            videoType(d, v),
            found.matchedBy(),
            found.seed());
    List<String> unread = new ArrayList<>();
    if (d.isMissingNode()) {
      unread.add(VIDEO_DATA);
    }
    if (about.isMissingNode()) {
      unread.add(CHANNEL_DATA);
    }
    if (mean == null) {
      unread.add(CALCULATED_DATA);
    }
    return new SimilarThumbnail(
        Math.round(found.similarity() * 1e6) / 1e6,
        id,
        ThumbnailFiles.fileName(id),
        ThumbnailFiles.relativeFolder(id),
        metadata,
        standardUrl(v, thumbnails),
        "https://i.ytimg.com/vi/" + id + "/maxresdefault.jpg",
        "https://www.youtube.com/watch?v=" + id,
        ThumbnailFiles.relativePath(id),
        videoData,
        channelData,
        calculated,
        List.copyOf(unread));
  }

  /**
   * "short", "live" or "video"; null when neither the details nor the listing tell. A Short: the
   * details say so (Shorts-eligible and at most 180 s), or the video was listed with a Shorts
   * thumbnail (the "oar" frame, in its original vertical aspect ratio, that Shorts tabs and Shorts
   * shelves show) or from a /shorts/ URL.
   */
  static String videoType(JsonNode d, CorpusVideo v) {
    if (Boolean.TRUE.equals(flag(d, "isLiveContent"))) {
      return "live";
    }
    Long length = digits(text(d, "lengthSeconds"));
    boolean shortsEligible = Boolean.TRUE.equals(flag(d, "isShortsEligible"));
    if ((shortsEligible && length != null && length <= 180) || listedAsShort(v.sourceUrl())) {
      return "short";
    }
    return d.isMissingNode() ? null : "video";
  }

  private static final Pattern SHORTS_SOURCE =
      Pattern.compile("(/vi(_webp)?/[^/]+/oar[^/]*$)|(/shorts/)");

  /** Whether the URL the video was listed with is a Shorts frame or a Shorts page. */
  static boolean listedAsShort(String sourceUrl) {
    if (sourceUrl == null || sourceUrl.isEmpty()) {
      return false;
    }
    int query = sourceUrl.indexOf('?');
    return SHORTS_SOURCE.matcher(query < 0 ? sourceUrl : sourceUrl.substring(0, query)).find();
  }

  /** The platform's own URL of the thumbnail as listed, else its standard-quality one. */
  private static String standardUrl(CorpusVideo v, JsonNode thumbnails) {
    if (v.sourceUrl() != null && !v.sourceUrl().isEmpty()) {
      return v.sourceUrl();
    }
    for (JsonNode t : thumbnails) {
      if (t.path("url").asString("").contains("hqdefault")) {
        return t.path("url").asString();
      }
    }
    return "https://i.ytimg.com/vi/" + v.videoId() + "/hqdefault.jpg";
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    if (array instanceof ArrayNode a) {
      a.forEach(x -> out.add(x.asString("")));
    }
    return out;
  }

  private static Long digits(String s) {
    return s == null || s.isEmpty() || !s.chars().allMatch(Character::isDigit) || s.length() > 18
        ? null
        : Long.parseLong(s);
  }

  private static Long number(JsonNode n) {
    return n.isNumber() ? n.asLong() : null;
  }

  /** A text the snapshot holds; null when it was not read (absent or null). */
  private static String text(JsonNode node, String field) {
    JsonNode value = node.path(field);
    return value.isString() ? value.asString() : null;
  }

  /** A flag the snapshot states; null when it was not read. */
  private static Boolean flag(JsonNode node, String field) {
    JsonNode value = node.path(field);
    return value.isBoolean() ? value.asBoolean() : null;
  }

  /** A date or name the platform did not give is "" in the snapshots: unknown, so null. */
  private static String known(String value) {
    return value == null || value.isBlank() ? null : value;
  }
}
