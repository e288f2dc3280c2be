package io.vidlens.access;

import org.springframework.http.HttpMethod;

/**
 * The 19 operations of the service description, with their method, path and the quota units the
 * description (or, where it is silent, the design notes) gives them. Units can be overridden in
 * configuration ({@code vidlens.units.<id>}).
 */
public enum Operation {
  GET_ANALYTICS("getAnalytics", "POST", "/api/external/analytics/channel-analytics", 10),
  GET_GEOGRAPHY_REVENUE(
      "getGeographyDemographicsRevenue",
      "POST",
      "/api/external/analytics/channel-analytics/geography-revenue",
      20),
  GET_SHORT_VS_LONG_VIEWS(
      "getShortVsLongViews",
      "GET",
      "/api/external/analytics/channel-analytics/{channelId}/short-vs-long-views",
      1),
  GET_VIDEO_DETAILS("getVideoDetails", "GET", "/api/external/videos/details", 1),
  GET_SHORTS_DETAILS("getShortsDetails", "GET", "/api/external/shorts/details", 1),
  GET_COMMENTS("getComments", "GET", "/api/external/videos/comments", 1),
  GET_TRANSCRIPT("getTranscript", "GET", "/api/external/videos/transcript", 1),
  GET_BULK_TRANSCRIPT("getBulkTranscript", "POST", "/api/external/videos/bulk-transcript", 5),
  GET_SUBTITLE("getSubtitle", "GET", "/api/external/videos/subtitle", 1),
  GET_BULK_SUBTITLE("getBulkSubtitle", "POST", "/api/external/videos/bulk-subtitle", 5),
  GET_RPM("getRpm", "GET", "/api/external/videos/rpm", 1),
  GET_ABOUT("getAbout", "GET", "/api/external/channels/about", 1),
  GET_VIDEOS("getVideos", "GET", "/api/external/channels/videos", 1),
  GET_SHORTS("getShorts", "GET", "/api/external/channels/shorts", 1),
  GET_PLAYLISTS("getPlaylists", "GET", "/api/external/channels/playlists", 1),
  GET_OUTLIERS("getOutliers", "GET", "/api/external/channels/outliers", 1),
  // Not read-only: it creates a job, which a client then sees.
  CREATE_ANALYSIS_JOB(
      "createChannelAnalysisJob", "GET", "/api/external/channels/analysis/job/create", 10, false),
  GET_ANALYSIS_RESULT(
      "getChannelAnalysisResult", "GET", "/api/external/channels/analysis/job/status", 1),
  SEARCH_SIMILAR_THUMBNAILS(
      "searchSimilarThumbnails", "POST", "/api/external/similar-thumbnails/search", 5);

  private final String id;
  private final HttpMethod method;
  private final String pathTemplate;
  private final int defaultUnits;
  private final boolean readOnly;

  Operation(String id, String method, String pathTemplate, int defaultUnits) {
    this(id, method, pathTemplate, defaultUnits, true);
  }

  Operation(String id, String method, String pathTemplate, int defaultUnits, boolean readOnly) {
    this.id = id;
    this.method = HttpMethod.valueOf(method);
    this.pathTemplate = pathTemplate;
    this.defaultUnits = defaultUnits;
    this.readOnly = readOnly;
  }

  /**
   * Whether the operation only reads (it changes nothing a client could see). Such an answer can be
   * prepared while its charge is still on the way to the ledger, and thrown away if the charge is
   * refused; an operation that changes something (creates a job) waits for its charge.
   */
  public boolean readOnly() {
    return readOnly;
  }

  /** The operationId of the OpenAPI document; also the metrics tag and the config key. */
  public String id() {
    return id;
  }

  public HttpMethod method() {
    return method;
  }

  public String pathTemplate() {
    return pathTemplate;
  }

  public int defaultUnits() {
    return defaultUnits;
  }
}
