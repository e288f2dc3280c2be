package io.vidlens.thumbnails;

import io.vidlens.channel.api.ChannelAboutSnapshot;
import io.vidlens.channel.api.ChannelSnapshots;
import io.vidlens.model.Image;
import io.vidlens.model.ShortLength;
import io.vidlens.video.api.VideoDetailsSnapshot;
import java.util.ArrayList;
import java.util.List;

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
      List<Image> thumbnail,
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
      List<Image> avatar,
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

  /** What was not read: every field null, every list empty. */
  private static final VideoDetailsSnapshot NO_DETAILS =
      new VideoDetailsSnapshot(
          null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
          null, null);

  private static final ChannelAboutSnapshot NO_ABOUT =
      new ChannelAboutSnapshot(null, null, null, null, null, null, null, null, null, null);

  static SimilarThumbnail of(
      ThumbnailSearchService.Found found, CorpusVideo v, ThumbnailStore.ChannelSnapshot channel) {
    VideoDetailsSnapshot stored = StoredSnapshots.video(v.details());
    ChannelAboutSnapshot storedAbout =
        channel == null ? null : StoredSnapshots.channel(channel.about());
    VideoDetailsSnapshot d = stored == null ? NO_DETAILS : stored;
    ChannelAboutSnapshot about = storedAbout == null ? NO_ABOUT : storedAbout;
    String id = v.videoId();
    // the details' count (as of indexing), else the count the listing showed
    Long detailViews = d.viewCount();
    Long views = detailViews != null ? detailViews : v.viewCount();
    String title = v.title().isEmpty() ? orEmpty(d.title()) : v.title();
    String category = known(d.category());
    String channelId = d.channelId() == null ? v.channelId() : d.channelId();
    if (channelId.isEmpty()) {
      channelId = v.channelId();
    }
    VideoData videoData =
        new VideoData(
            views,
            d.lengthSeconds() == null ? null : Long.toString(d.lengthSeconds()),
            d.description(),
            d.thumbnail(),
            d.keywords(),
            d.channelTitle(),
            channelId.isEmpty() ? null : channelId,
            category,
            known(d.publishDate()),
            known(d.uploadDate()),
            d.isFamilySafe(),
            d.isPrivate(),
            d.isLiveContent(),
            d.availableCountries());
    String channelTitle = about.title();
    ChannelData channelData =
        new ChannelData(
            channelId.isEmpty() ? null : channelId,
            channelTitle != null ? channelTitle : d.channelTitle(),
            about.description(),
            about.subscriberCount(),
            about.videoCount(),
            about.viewCount(),
            about.handle(),
            about.country(),
            known(about.joinedDate()),
            about.thumbnail(),
            about.isFamilySafe());
    Double mean = channel == null ? null : channel.averageViews();
    Double score = mean == null || mean <= 0 || views == null ? null : views / mean;
    CalculatedData calculated =
        new CalculatedData(
            score,
            mean,
            score == null ? null : score >= ChannelSnapshots.OUTLIER_THRESHOLD,
            ChannelSnapshots.OUTLIER_THRESHOLD);
    Metadata metadata =
        new Metadata(
            title,
            views,
            category == null ? List.of() : List.of(category),
            videoType(stored, v),
            found.matchedBy(),
            found.seed());
    List<String> unread = new ArrayList<>();
    if (stored == null) {
      unread.add(VIDEO_DATA);
    }
    if (storedAbout == null) {
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
        standardUrl(v, d.thumbnail()),
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
   * details say so ({@link ShortLength#isShort}), or the video was listed as a Short (see {@link
   * CorpusVideo#listedAsShort}).
   */
  static String videoType(VideoDetailsSnapshot d, CorpusVideo v) {
    if (d != null && Boolean.TRUE.equals(d.isLiveContent())) {
      return "live";
    }
    if ((d != null && ShortLength.isShort(d.isShortsEligible(), d.lengthSeconds()))
        || v.listedAsShort()) {
      return "short";
    }
    return d == null ? null : "video";
  }

  /** The platform's own URL of the thumbnail as listed, else its standard-quality one. */
  private static String standardUrl(CorpusVideo v, List<Image> thumbnails) {
    if (v.sourceUrl() != null && !v.sourceUrl().isEmpty()) {
      return v.sourceUrl();
    }
    for (Image t : thumbnails) {
      if (t.url() != null && t.url().contains("hqdefault")) {
        return t.url();
      }
    }
    return "https://i.ytimg.com/vi/" + v.videoId() + "/hqdefault.jpg";
  }

  private static String orEmpty(String s) {
    return s == null ? "" : s;
  }

  /** A date or name the platform did not give is "" in the snapshots: unknown, so null. */
  private static String known(String value) {
    return value == null || value.isBlank() ? null : value;
  }
}
