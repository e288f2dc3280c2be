package io.vidlens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.vidlens.client.ApiClient;
import io.vidlens.client.ApiException;
import io.vidlens.client.api.AnalysisApi;
import io.vidlens.client.api.AnalyticsApi;
import io.vidlens.client.api.ChannelsApi;
import io.vidlens.client.api.ThumbnailsApi;
import io.vidlens.client.api.VideosApi;
import io.vidlens.client.model.AnalysisJobCreated;
import io.vidlens.client.model.AnalysisJobStatus;
import io.vidlens.client.model.BulkTranscriptItem;
import io.vidlens.client.model.BulkTranscriptResult;
import io.vidlens.client.model.ChannelAbout;
import io.vidlens.client.model.ChannelIdRequest;
import io.vidlens.client.model.ChannelVideosPage;
import io.vidlens.client.model.CommentsPage;
import io.vidlens.client.model.Error;
import io.vidlens.client.model.RpmResponse;
import io.vidlens.client.model.TextThumbnailSearch;
import io.vidlens.client.model.ThumbnailSearchRequest;
import io.vidlens.client.model.ThumbnailSearchResult;
import io.vidlens.client.model.VideoDetails;
import io.vidlens.client.model.VideoIdsRequest;
import io.vidlens.testing.ReplayServerWithImagesTest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The OpenAPI document is good enough to generate a client that works: the Java client the build
 * generates from the served document ({@code io.vidlens.client}, openapi-generator, library {@code
 * native}) calls all 19 operations on recorded channels and videos, pages through comments and a
 * channel's videos, and reads the error envelope of a 400, 401 and 404 into its generated {@code
 * Error} model. Nothing here is written by hand but the calls.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GeneratedClientReplayTest extends ReplayServerWithImagesTest {

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String CREATIVE_COMMONS = "UCTwECeGqMZee77BjdoYtI2Q";
  static final String ONE_VIDEO = "UCUaQMQS9lY5lit3vurpXQ6w";
  static final String WITH_SHORTS = "UCh8gHdtzO2tXd593_bjErWg";
  static final String WITH_PLAYLISTS = "UC2DjFE7Xf11URZqWBigcVOQ";

  private ApiClient client(String key) {
    ApiClient client = new ApiClient();
    client.updateBaseUri("http://127.0.0.1:" + port);
    client.setReadTimeout(Duration.ofSeconds(60));
    if (key != null) {
      client.setRequestInterceptor(r -> r.header("Authorization", "Bearer " + key));
    }
    return client;
  }

  private ApiClient client() {
    return client(BOOTSTRAP_KEY);
  }

  @Test
  @Order(1)
  void videoOperations() throws ApiException {
    VideosApi videos = new VideosApi(client());

    List<VideoDetails> details = videos.getVideoDetails("M4gD1WSo5mA");
    assertThat(details)
        .singleElement()
        .satisfies(d -> assertThat(d.getId()).isEqualTo("M4gD1WSo5mA"));
    assertThat(details.getFirst().getViewCount()).containsOnlyDigits();
    assertThat(details.getFirst().getTitle()).isNotBlank();

    assertThat(videos.getShortsDetails("cJ9to6EmElQ"))
        .singleElement()
        .satisfies(s -> assertThat(s.getVideoId()).isEqualTo("cJ9to6EmElQ"));

    assertThat(videos.getTranscript("cV5TjZCJkuA", null))
        .singleElement()
        .satisfies(t -> assertThat(t.getTranscript()).isNotEmpty());

    assertThat(videos.getSubtitle("M4gD1WSo5mA", null))
        .singleElement()
        .satisfies(s -> assertThat(s.getSubtitles()).isNotEmpty());

    BulkTranscriptResult bulk =
        videos.getBulkTranscript(
            new VideoIdsRequest().videoIds(List.of("cV5TjZCJkuA", "X4VbdwhkE10", "nope")));
    assertThat(bulk.getTotal()).isEqualTo(3);
    assertThat(bulk.getResults())
        .extracting(BulkTranscriptItem::getActualInstance)
        .hasOnlyElementsOfTypes(
            io.vidlens.client.model.BulkTranscriptSuccess.class,
            io.vidlens.client.model.BulkItemFailure.class);
    assertThat(bulk.getSuccessful() + bulk.getFailed()).isEqualTo(3);
    assertThat(bulk.getResults().getLast().getActualInstance())
        .isInstanceOf(io.vidlens.client.model.BulkItemFailure.class);
    assertThat(bulk.getResults().getFirst().getBulkTranscriptSuccess().getData().getTranscript())
        .isNotEmpty();

    assertThat(
            videos
                .getBulkSubtitle(new VideoIdsRequest().videoIds(List.of("M4gD1WSo5mA", "nope")))
                .getTotal())
        .isEqualTo(2);

    RpmResponse rpm = videos.getRpm("M4gD1WSo5mA");
    assertThat(rpm.getActualInstance()).isNotNull();
  }

  /**
   * Comments: the first page's continuation, passed back, is what the server asks the platform for.
   * No second page of comments is recorded, so that read is the 503 envelope naming the
   * continuation request, read into the generated model with its retry time.
   */
  @Test
  @Order(1)
  void commentsPageToken() throws Exception {
    VideosApi videos = new VideosApi(client());
    CommentsPage first = videos.getComments("bjFtFMilb34", null);
    assertThat(first.getData()).isNotEmpty();
    assertThat(first.getCommentsCount()).isEqualTo("5,145");
    assertThat(first.getContinuation()).isNotBlank();

    ApiException next =
        catchThrowableOfType(
            ApiException.class, () -> videos.getComments("bjFtFMilb34", first.getContinuation()));
    Error unavailable = client().getObjectMapper().readValue(next.getResponseBody(), Error.class);
    assertThat(next.getCode()).isEqualTo(503);
    assertThat(unavailable.getError().getDetails()).contains("/youtubei/v1/next", "continuation=");
    assertThat(unavailable.getError().getRetryAfter()).isPositive();
  }

  @Test
  @Order(1)
  void channelOperations() throws ApiException {
    ChannelsApi channels = new ChannelsApi(client());

    ChannelAbout about = channels.getAbout(KURZGESAGT, null);
    assertThat(about.getTitle()).isEqualTo("Kurzgesagt – In a Nutshell");
    assertThat(about.getSubscriberCount()).isPositive();
    assertThat(about.getViewCount()).isGreaterThan(Integer.MAX_VALUE);

    // The recordings hold this channel's second page of videos.
    ChannelVideosPage first = channels.getVideos(CREATIVE_COMMONS, null, null, null);
    assertThat(first.getData()).isNotEmpty();
    assertThat(first.getContinuation()).isNotBlank();
    ChannelVideosPage second =
        channels.getVideos(CREATIVE_COMMONS, null, null, first.getContinuation());
    assertThat(second.getData()).isNotEmpty();
    assertThat(second.getData().getFirst().getVideoId())
        .isNotIn(first.getData().stream().map(v -> v.getVideoId()).toList());

    assertThat(channels.getShorts(WITH_SHORTS, null, null, null).getData()).isNotEmpty();
    assertThat(channels.getPlaylists(WITH_PLAYLISTS, null, null, null).getData()).isNotEmpty();
    assertThat(channels.getOutliers(KURZGESAGT, null, null, null).getStats()).isNotNull();
  }

  @Test
  @Order(1)
  void analyticsOperations() throws ApiException {
    AnalyticsApi analytics = new AnalyticsApi(client());
    assertThat(analytics.getAnalytics(new ChannelIdRequest().channelId(KURZGESAGT)))
        .singleElement()
        .satisfies(a -> assertThat(a.getChannelId()).isEqualTo(KURZGESAGT));
    assertThat(
            analytics.getGeographyDemographicsRevenue(new ChannelIdRequest().channelId(ONE_VIDEO)))
        .isNotEmpty();
    assertThat(analytics.getShortVsLongViews(ONE_VIDEO)).singleElement().isNotNull();
  }

  @Test
  @Order(2)
  void analysisJob() throws ApiException, InterruptedException {
    AnalysisApi analysis = new AnalysisApi(client());
    List<AnalysisJobCreated> created = analysis.createChannelAnalysisJob(KURZGESAGT);
    String jobId = created.getFirst().getJobId();
    assertThat(created.getFirst().getChannelId()).isEqualTo(KURZGESAGT);
    Instant deadline = Instant.now().plus(Duration.ofSeconds(120));
    AnalysisJobStatus status = null;
    while (Instant.now().isBefore(deadline)) {
      try {
        status = analysis.getChannelAnalysisResult(jobId);
        if (status.getStatus() == AnalysisJobStatus.StatusEnum.COMPLETED) {
          break;
        }
      } catch (ApiException e) {
        assertThat(e.getCode()).as(e.getResponseBody()).isEqualTo(404);
      }
      Thread.sleep(200);
    }
    assertThat(status).isNotNull();
    assertThat(status.getStatus()).isEqualTo(AnalysisJobStatus.StatusEnum.COMPLETED);
    assertThat(status.getResult().getChannelId()).isEqualTo(KURZGESAGT);
  }

  /** After the other operations fed the thumbnail corpus: a text search finds something. */
  @Test
  @Order(3)
  void similarThumbnails() throws ApiException, InterruptedException {
    ThumbnailsApi thumbnails = new ThumbnailsApi(client());
    ThumbnailSearchRequest request =
        new ThumbnailSearchRequest(new TextThumbnailSearch().text("black holes"));
    Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
    ThumbnailSearchResult result = thumbnails.searchSimilarThumbnails(request);
    while (result.getData().isEmpty() && Instant.now().isBefore(deadline)) {
      Thread.sleep(250);
      result = thumbnails.searchSimilarThumbnails(request);
    }
    assertThat(result.getData()).isNotEmpty();
  }

  @Test
  @Order(1)
  void errorsArriveAsTheEnvelope() throws Exception {
    ObjectMapper mapper = client().getObjectMapper();

    ApiException invalid =
        catchThrowableOfType(
            ApiException.class, () -> new VideosApi(client()).getVideoDetails("not-an-id"));
    Error badRequest = mapper.readValue(invalid.getResponseBody(), Error.class);
    assertThat(invalid.getCode()).isEqualTo(400);
    assertThat(badRequest.getError().getCode()).isEqualTo(400);
    assertThat(badRequest.getError().getMessage()).isNotBlank();

    ApiException noKey =
        catchThrowableOfType(
            ApiException.class, () -> new ChannelsApi(client(null)).getAbout(KURZGESAGT, null));
    assertThat(noKey.getCode()).isEqualTo(401);
    assertThat(mapper.readValue(noKey.getResponseBody(), Error.class).getError().getCode())
        .isEqualTo(401);

    ApiException unknownJob =
        catchThrowableOfType(
            ApiException.class,
            () ->
                new AnalysisApi(client())
                    .getChannelAnalysisResult("00000000-0000-0000-0000-000000000000"));
    assertThat(unknownJob.getCode()).isEqualTo(404);
    assertThat(mapper.readValue(unknownJob.getResponseBody(), Error.class).getError().getMessage())
        .isNotBlank();
  }
}
