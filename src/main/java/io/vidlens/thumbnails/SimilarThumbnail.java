package io.vidlens.thumbnails;

import io.vidlens.catalog.ChannelAnswerSnapshots;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;

/**
 * One element of the search answer (schema {@code SimilarThumbnail}). Built from the corpus row,
 * the video's details snapshot (Get Video Details, taken when it was indexed) and its channel's
 * snapshot (Get About and the Get Outliers baseline). What was never learned stays honest: counts
 * are null, texts empty, flags false as in the video details record. Paths are relative to the data
 * directory.
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
    CalculatedData calculatedData) {

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
      boolean isFamilySafe,
      boolean isPrivate,
      boolean isLiveContent,
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
      boolean isFamilySafe) {}

  /**
   * Get Outliers' definition: score = views / mean views of the channel's latest 30 videos; outlier
   * at 2.
   */
  record CalculatedData(
      Double outlierScore,
      Double averageViewsPerVideo,
      boolean isOutlier,
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
    Long detailViews = digits(d.path("viewCount").asString(""));
    Long views = detailViews != null ? detailViews : v.viewCount();
    String title = v.title().isEmpty() ? d.path("title").asString("") : v.title();
    String category = d.path("category").asString("");
    String channelId = d.path("channelId").asString(v.channelId());
    if (channelId.isEmpty()) {
      channelId = v.channelId();
    }
    JsonNode thumbnails =
        d.path("thumbnail").isArray() ? d.path("thumbnail") : JSON.createArrayNode();
    VideoData videoData =
        new VideoData(
            views,
            d.path("lengthSeconds").asString(""),
            d.path("description").asString(""),
            thumbnails,
            strings(d.path("keywords")),
            d.path("channelTitle").asString(""),
            channelId,
            category,
            d.path("publishDate").asString(""),
            d.path("uploadDate").asString(""),
            d.path("isFamilySafe").asBoolean(false),
            d.path("isPrivate").asBoolean(false),
            d.path("isLiveContent").asBoolean(false),
            strings(d.path("availableCountries")));
    ChannelData channelData =
        new ChannelData(
            channelId,
            about.path("title").asString(d.path("channelTitle").asString("")),
            about.path("description").asString(""),
            number(about.path("subscriberCount")),
            number(about.path("videoCount")),
            number(about.path("viewCount")),
            about.path("handle").asString(""),
            about.path("country").asString(""),
            about.path("joinedDate").asString(""),
            about.path("thumbnail").isArray() ? about.path("thumbnail") : JSON.createArrayNode(),
            about.path("isFamilySafe").asBoolean(false));
    Double mean = channel == null ? null : channel.averageViews();
    Double score = mean == null || mean <= 0 || views == null ? null : views / mean;
    CalculatedData calculated =
        new CalculatedData(
            score,
            mean,
            score != null && score >= ChannelAnswerSnapshots.OUTLIER_THRESHOLD,
            ChannelAnswerSnapshots.OUTLIER_THRESHOLD);
    Metadata metadata =
        new Metadata(
            title,
            views,
            category.isEmpty() ? List.of() : List.of(category),
            videoType(d),
            found.matchedBy(),
            found.seed());
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
        calculated);
  }

  /** "short", "live" or "video"; "video" also when the details are not known. */
  private static String videoType(JsonNode d) {
    if (d.path("isLiveContent").asBoolean(false)) {
      return "live";
    }
    Long length = digits(d.path("lengthSeconds").asString(""));
    if (d.path("isShortsEligible").asBoolean(false) && length != null && length <= 180) {
      return "short";
    }
    return "video";
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
}
