package io.vidlens.access;

import static io.vidlens.access.Operation.Effect.CHANGES_STATE;
import static io.vidlens.access.Operation.Effect.READ_ONLY;
import static io.vidlens.access.Operation.Origin.DESCRIPTION;
import static io.vidlens.access.Operation.Origin.EXTENSION;
import static org.springframework.http.HttpMethod.DELETE;
import static org.springframework.http.HttpMethod.GET;
import static org.springframework.http.HttpMethod.PATCH;
import static org.springframework.http.HttpMethod.POST;

import io.vidlens.access.internal.OperationCatalog;
import io.vidlens.access.internal.OperationCosts;
import io.vidlens.access.internal.RateLimits;
import io.vidlens.api.ApiOperation;
import java.util.OptionalInt;
import org.springframework.http.HttpMethod;

/**
 * The 19 operations of the service description and Vidlens' extensions beside them (the radar's
 * watchlists; see {@link #described()}), each declared once, here: its operationId, method, path
 * ({@link Paths}), the quota units the description (or, where it is silent, the design notes) gives
 * it, whether it only reads, and its default hourly limit per key where the description gives one.
 *
 * <p>Everything else takes them from here: the gate ({@link OperationCatalog}, {@link
 * OperationCosts}, {@link RateLimits}), the controllers' mapping annotations (through the constants
 * of {@link Paths}), and the served OpenAPI document, whose source keys each path item by
 * operationId ({@link io.vidlens.api.OpenApiDocument} puts path, method, operationId and units in).
 * The declaration stays in access, beside the gate; api sees it only as {@link ApiOperation}, so
 * api never imports access (access imports api).
 *
 * <p>Units can be overridden in configuration ({@code vidlens.units.<id>}), hourly limits too
 * ({@code vidlens.hourly-limits.<group>}; setting any replaces all the defaults).
 */
public enum Operation implements ApiOperation {
  GET_ANALYTICS("getAnalytics", POST, Paths.GET_ANALYTICS, 10, READ_ONLY),
  GET_GEOGRAPHY_REVENUE(
      "getGeographyDemographicsRevenue", POST, Paths.GET_GEOGRAPHY_REVENUE, 20, READ_ONLY),
  GET_SHORT_VS_LONG_VIEWS("getShortVsLongViews", GET, Paths.GET_SHORT_VS_LONG_VIEWS, 1, READ_ONLY),
  GET_VIDEO_DETAILS("getVideoDetails", GET, Paths.GET_VIDEO_DETAILS, 1, READ_ONLY),
  GET_SHORTS_DETAILS("getShortsDetails", GET, Paths.GET_SHORTS_DETAILS, 1, READ_ONLY),
  GET_COMMENTS("getComments", GET, Paths.GET_COMMENTS, 1, READ_ONLY),
  GET_TRANSCRIPT("getTranscript", GET, Paths.GET_TRANSCRIPT, 1, READ_ONLY),
  GET_BULK_TRANSCRIPT("getBulkTranscript", POST, Paths.GET_BULK_TRANSCRIPT, 5, READ_ONLY),
  GET_SUBTITLE("getSubtitle", GET, Paths.GET_SUBTITLE, 1, READ_ONLY),
  GET_BULK_SUBTITLE("getBulkSubtitle", POST, Paths.GET_BULK_SUBTITLE, 5, READ_ONLY),
  GET_RPM("getRpm", GET, Paths.GET_RPM, 1, READ_ONLY),
  GET_ABOUT("getAbout", GET, Paths.GET_ABOUT, 1, READ_ONLY),
  GET_VIDEOS("getVideos", GET, Paths.GET_VIDEOS, 1, READ_ONLY),
  GET_SHORTS("getShorts", GET, Paths.GET_SHORTS, 1, READ_ONLY),
  GET_PLAYLISTS("getPlaylists", GET, Paths.GET_PLAYLISTS, 1, READ_ONLY),
  GET_OUTLIERS("getOutliers", GET, Paths.GET_OUTLIERS, 1, READ_ONLY),
  /**
   * Creates a job (a client sees it in the result call and the dashboard): waits for its charge.
   */
  CREATE_ANALYSIS_JOB(
      "createChannelAnalysisJob", GET, Paths.CREATE_ANALYSIS_JOB, 10, CHANGES_STATE),
  GET_ANALYSIS_RESULT("getChannelAnalysisResult", GET, Paths.GET_ANALYSIS_RESULT, 1, READ_ONLY),
  SEARCH_SIMILAR_THUMBNAILS(
      "searchSimilarThumbnails", POST, Paths.SEARCH_SIMILAR_THUMBNAILS, 5, READ_ONLY),
  // The radar's watchlists (docs/radar.md): operations of the same path are declared together, as
  // the document's path item holds them together.
  LIST_WATCHLISTS("listWatchlists", GET, Paths.WATCHLISTS, 1, READ_ONLY, EXTENSION),
  CREATE_WATCHLIST("createWatchlist", POST, Paths.WATCHLISTS, 1, CHANGES_STATE, EXTENSION),
  GET_WATCHLIST("getWatchlist", GET, Paths.WATCHLIST, 1, READ_ONLY, EXTENSION),
  UPDATE_WATCHLIST("updateWatchlist", PATCH, Paths.WATCHLIST, 1, CHANGES_STATE, EXTENSION),
  DELETE_WATCHLIST("deleteWatchlist", DELETE, Paths.WATCHLIST, 1, CHANGES_STATE, EXTENSION),
  ADD_WATCHLIST_CHANNEL(
      "addWatchlistChannel", POST, Paths.WATCHLIST_CHANNELS, 1, CHANGES_STATE, EXTENSION),
  REMOVE_WATCHLIST_CHANNEL(
      "removeWatchlistChannel", DELETE, Paths.WATCHLIST_CHANNELS, 1, CHANGES_STATE, EXTENSION),
  GET_WATCHLIST_BREAKOUTS(
      "getWatchlistBreakouts", GET, Paths.WATCHLIST_BREAKOUTS, 1, READ_ONLY, EXTENSION),
  SEARCH_OUTLIERS("searchOutliers", GET, Paths.OUTLIER_SEARCH, 1, READ_ONLY, EXTENSION);

  /**
   * The path of each operation, as compile-time constants so that the controllers' mapping
   * annotations can name them ({@code @GetMapping(Operation.Paths.GET_VIDEO_DETAILS)}): each path
   * is written here and nowhere else. Named as the operations are.
   */
  public static final class Paths {
    public static final String GET_ANALYTICS = "/api/external/analytics/channel-analytics";
    public static final String GET_GEOGRAPHY_REVENUE =
        "/api/external/analytics/channel-analytics/geography-revenue";
    public static final String GET_SHORT_VS_LONG_VIEWS =
        "/api/external/analytics/channel-analytics/{channelId}/short-vs-long-views";
    public static final String GET_VIDEO_DETAILS = "/api/external/videos/details";
    public static final String GET_SHORTS_DETAILS = "/api/external/shorts/details";
    public static final String GET_COMMENTS = "/api/external/videos/comments";
    public static final String GET_TRANSCRIPT = "/api/external/videos/transcript";
    public static final String GET_BULK_TRANSCRIPT = "/api/external/videos/bulk-transcript";
    public static final String GET_SUBTITLE = "/api/external/videos/subtitle";
    public static final String GET_BULK_SUBTITLE = "/api/external/videos/bulk-subtitle";
    public static final String GET_RPM = "/api/external/videos/rpm";
    public static final String GET_ABOUT = "/api/external/channels/about";
    public static final String GET_VIDEOS = "/api/external/channels/videos";
    public static final String GET_SHORTS = "/api/external/channels/shorts";
    public static final String GET_PLAYLISTS = "/api/external/channels/playlists";
    public static final String GET_OUTLIERS = "/api/external/channels/outliers";
    public static final String CREATE_ANALYSIS_JOB = "/api/external/channels/analysis/job/create";
    public static final String GET_ANALYSIS_RESULT = "/api/external/channels/analysis/job/status";
    public static final String SEARCH_SIMILAR_THUMBNAILS =
        "/api/external/similar-thumbnails/search";
    public static final String WATCHLISTS = "/api/external/watchlists";
    public static final String WATCHLIST = "/api/external/watchlists/{watchlistId}";
    public static final String WATCHLIST_CHANNELS =
        "/api/external/watchlists/{watchlistId}/channels";
    public static final String WATCHLIST_BREAKOUTS =
        "/api/external/watchlists/{watchlistId}/breakouts";
    public static final String OUTLIER_SEARCH = "/api/external/outliers/search";

    private Paths() {}
  }

  /** What an operation does to what a client can see; see {@link #readOnly()}. */
  enum Effect {
    READ_ONLY,
    CHANGES_STATE
  }

  private final String id;

  /** Where an operation comes from: the service description, or Vidlens' own extensions. */
  enum Origin {
    DESCRIPTION,
    EXTENSION
  }

  private final HttpMethod method;
  private final String pathTemplate;
  private final int defaultUnits;
  private final boolean readOnly;
  private final boolean described;

  Operation(String id, HttpMethod method, String pathTemplate, int defaultUnits, Effect effect) {
    this(id, method, pathTemplate, defaultUnits, effect, DESCRIPTION);
  }

  Operation(
      String id,
      HttpMethod method,
      String pathTemplate,
      int defaultUnits,
      Effect effect,
      Origin origin) {
    this.id = id;
    this.method = method;
    this.pathTemplate = pathTemplate;
    this.defaultUnits = defaultUnits;
    this.readOnly = effect == READ_ONLY;
    this.described = origin == DESCRIPTION;
  }

  /**
   * Whether the service description describes the operation (one of its 19, whose shapes stay
   * exactly as described); false for Vidlens' extensions beside them under the same gate.
   */
  public boolean described() {
    return described;
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
  @Override
  public String id() {
    return id;
  }

  @Override
  public HttpMethod method() {
    return method;
  }

  @Override
  public String pathTemplate() {
    return pathTemplate;
  }

  @Override
  public int defaultUnits() {
    return defaultUnits;
  }

  /**
   * The hourly-limit bucket this operation counts against, per key: the bucket's name and the key
   * of its configured limit ({@code vidlens.hourly-limits.<group>}). Every operation is a group of
   * its own, named by its operationId.
   */
  public String rateLimitGroup() {
    return id;
  }

  /**
   * The hourly limit of {@link #rateLimitGroup()} when configuration sets none (the description
   * gives one for the two analysis job operations only); empty: no hourly limit.
   */
  public OptionalInt defaultHourlyLimit() {
    return switch (this) {
      case CREATE_ANALYSIS_JOB -> OptionalInt.of(100);
      case GET_ANALYSIS_RESULT -> OptionalInt.of(500);
      default -> OptionalInt.empty();
    };
  }
}
