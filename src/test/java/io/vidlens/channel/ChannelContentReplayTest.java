package io.vidlens.channel;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.Channels;
import io.vidlens.model.ChannelId;
import io.vidlens.model.LatestVideos;
import io.vidlens.model.VideoItem;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ReplayServerTest;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * The five channel content operations over HTTP, against a server replaying the recorded platform
 * exchanges; every answer is validated against the OpenAPI document by the client. Values are
 * compared with what the recordings hold.
 */
class ChannelContentReplayTest extends ReplayServerTest {

  @org.springframework.beans.factory.annotation.Autowired Channels snapshots;

  static final String KURZGESAGT = "UCsXVk37bltHxD1rDPwtNM8Q";
  static final String VSAUCE = "UC6nSFpj9HTCZ5t-N3Rm3-HA";
  static final String CREATIVE_COMMONS = "UCTwECeGqMZee77BjdoYtI2Q";
  static final String DOOBYDOBAP = "UCh8gHdtzO2tXd593_bjErWg";
  static final String EEVBLOG = "UC2DjFE7Xf11URZqWBigcVOQ";
  static final String LAPHROAIG = "UCbfnHqxXs_K3kvaH-WlNlig";

  Answer get(String operation, String query) {
    return api().get("/api/external/channels/" + operation + "?" + query);
  }

  static String q(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  static List<String> ids(JsonNode data, String field) {
    List<String> out = new ArrayList<>();
    data.forEach(item -> out.add(item.get(field).asString()));
    return out;
  }

  static void assertError(Answer answer, int status, String message) {
    assertThat(answer.status()).as(answer.text()).isEqualTo(status);
    assertThat(answer.error().get("code").asInt()).isEqualTo(status);
    assertThat(answer.error().get("message").asString()).isEqualTo(message);
  }

  @Test
  void aboutKurzgesagtWithItsAboutPanel() {
    Answer answer = get("about", "channelId=" + KURZGESAGT);
    assertThat(answer.status()).isEqualTo(200);
    JsonNode a = answer.json();
    assertThat(a.get("channelId").asString()).isEqualTo(KURZGESAGT);
    assertThat(a.get("title").asString()).isEqualTo("Kurzgesagt – In a Nutshell");
    assertThat(a.get("handle").asString()).isEqualTo("@kurzgesagt");
    assertThat(a.get("description").asString())
        .startsWith("Animation videos explaining things with optimistic nihilism");
    assertThat(a.get("channelUrl").asString())
        .isEqualTo("https://www.youtube.com/channel/" + KURZGESAGT);
    assertThat(a.get("subscriberCount").asLong()).isEqualTo(25_000_000L);
    assertThat(a.get("subscriberCountText").asString()).isEqualTo("25m subscribers");
    assertThat(a.get("videoCount").asLong()).isEqualTo(337L);
    assertThat(a.get("videoCountText").asString()).isEqualTo("337 videos");
    assertThat(a.get("viewCount").asLong()).isEqualTo(3_187_000_000L);
    assertThat(a.get("viewCountText").asString()).isEqualTo("3,187,000,000 views");
    assertThat(a.get("joinedDate").asString()).isEqualTo("2013-07-09");
    assertThat(a.get("country").asString()).isEqualTo("Germany");
    assertThat(a.get("links")).hasSize(2);
    assertThat(ids(a.get("links"), "title")).contains("Patreon").hasSize(2);
    assertThat(a.get("keywords")).hasSize(12);
    assertThat(a.get("keywords").get(0).asString()).isEqualTo("Science");
    assertThat(a.get("thumbnail")).hasSize(3);
    assertThat(a.get("banner")).isNotEmpty();
    assertThat(a.get("isVerified").asBoolean()).isTrue();
    assertThat(a.get("isFamilySafe").asBoolean()).isTrue();
    assertThat(a.get("isAgeRestricted").asBoolean()).isFalse();
  }

  @Test
  void aboutVsauceByLegacyUserUrl() {
    Answer answer = get("about", "channelId=" + q("https://www.youtube.com/user/Vsauce"));
    assertThat(answer.status()).isEqualTo(200);
    JsonNode a = answer.json();
    assertThat(a.get("channelId").asString()).isEqualTo(VSAUCE);
    assertThat(a.get("title").asString()).isEqualTo("Vsauce");
    assertThat(a.get("subscriberCount").asLong()).isEqualTo(24_600_000L);
    assertThat(a.get("videoCount").asLong()).isEqualTo(636L);
    assertThat(a.get("viewCount").asLong()).isEqualTo(3_062_000_000L);
    assertThat(a.get("joinedDate").asString()).isEqualTo("2007-07-30");
    assertThat(a.get("country").asString()).isEqualTo("United States");
    assertThat(a.get("links").findValuesAsString("url"))
        .hasSize(2)
        .allMatch(u -> u.startsWith("https://"));
  }

  @Test
  void aboutWithoutARecordedAboutPanelThePageDataIsAnsweredAndTheRestLeftEmpty() {
    Answer answer = get("about", "channel_id=UCUaQMQS9lY5lit3vurpXQ6w");
    assertThat(answer.status()).isEqualTo(200);
    JsonNode a = answer.json();
    assertThat(a.get("title").asString()).isEqualTo("random channel");
    assertThat(a.get("handle").asString()).isEqualTo("@randomchannel1109");
    assertThat(a.get("subscriberCount").asLong()).isEqualTo(84L);
    assertThat(a.get("videoCount").asLong()).isEqualTo(1L);
    assertThat(a.get("viewCount").isNull()).isTrue();
    assertThat(a.get("viewCountText").asString()).isEmpty();
    assertThat(a.get("joinedDate").isNull()).isTrue();
    assertThat(a.get("country").isNull()).isTrue(); // not read: null, not ""
    assertThat(a.get("links")).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      UCEAXWzgcuF6XEiJcszhikQA | Shemp               | @ShempOfficial      | 7780     | 135    | false
      UCeY0bbntWzzVIaj2z3QigXg | NBC News            | @NBCNews            | 11700000 | 89000  | true
      UCcmpeVbSSQlZRvHfdC-CRwg | 24 News HD          | @24NewsHD           | 9380000  | 217000 | true
      UC65afEgL62PGFWXY7n6CUbA | Trap City           | @trapcity           | 13900000 | 3100   | true
      UCEOXxzW2vU0P-0THehuIIeg | Captain Disillusion | @CaptainDisillusion | 2520000  | 116    | true
      UCTwECeGqMZee77BjdoYtI2Q | Creative Commons    | @creativecommons    | 8840     | 258    | false
      """)
  void aboutOfRecordedChannelPages(
      String id, String title, String handle, long subscribers, long videos, boolean verified) {
    JsonNode a = get("about", "channelId=" + id).json();
    assertThat(a.get("channelId").asString()).isEqualTo(id);
    assertThat(a.get("title").asString()).isEqualTo(title);
    assertThat(a.get("handle").asString()).isEqualTo(handle);
    assertThat(a.get("subscriberCount").asLong()).isEqualTo(subscribers);
    assertThat(a.get("videoCount").asLong()).isEqualTo(videos);
    assertThat(a.get("isVerified").asBoolean()).isEqualTo(verified);
  }

  @Test
  void aboutTopicAndGamingChannelsWithoutHandleOrCounts() {
    JsonNode sports = get("about", "channelId=UCEgdi0XIXXZ-qJOFPf4JSKw").json();
    assertThat(sports.get("title").asString()).isEqualTo("Sports");
    assertThat(sports.get("handle").asString()).isEmpty();
    assertThat(sports.get("subscriberCount").asLong()).isEqualTo(74_400_000L);
    assertThat(sports.get("videoCount").isNull()).isTrue();
    JsonNode minecraft = get("about", "channelId=UCQvWX73GQygcwXOTSf_VDVg").json();
    assertThat(minecraft.get("title").asString()).isEqualTo("Minecraft");
    assertThat(minecraft.get("subscriberCount").isNull()).isTrue();
    assertThat(minecraft.get("banner")).isNotEmpty();
  }

  @Test
  void aboutAgeRestrictedChannelShowsOnlyNameAndAvatar() {
    JsonNode a = get("about", "channelId=" + LAPHROAIG).json();
    assertThat(a.get("channelId").asString()).isEqualTo(LAPHROAIG);
    assertThat(a.get("title").asString()).isEqualTo("Laphroaig Whisky");
    assertThat(a.get("isAgeRestricted").asBoolean()).isTrue();
    assertThat(a.get("thumbnail")).isNotEmpty();
    assertThat(a.get("subscriberCount").isNull()).isTrue();
    assertThat(a.get("isVerified").isNull()).isTrue();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      @ShempOfficial                                | UCEAXWzgcuF6XEiJcszhikQA
      https://www.youtube.com/@ShempOfficial        | UCEAXWzgcuF6XEiJcszhikQA
      https://www.youtube.com/@ShempOfficial/videos | UCEAXWzgcuF6XEiJcszhikQA
      https://www.youtube.com/user/NBCNews          | UCeY0bbntWzzVIaj2z3QigXg
      https://www.youtube.com/user/creativecommons  | UCTwECeGqMZee77BjdoYtI2Q
      youtube.com/user/Vsauce                       | UC6nSFpj9HTCZ5t-N3Rm3-HA
      https://www.youtube.com/channel/UCsXVk37bltHxD1rDPwtNM8Q/videos | UCsXVk37bltHxD1rDPwtNM8Q
      """)
  void handlesAndUrlsResolveToTheChannel(String given, String id) {
    Answer answer = get("about", "channelId=" + q(given));
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    assertThat(answer.json().get("channelId").asString()).isEqualTo(id);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      @TheDailyShow                    | UCwWhs_6x42TyRM4Wstoq8HA
      https://www.youtube.com/thedailyshow | UCwWhs_6x42TyRM4Wstoq8HA
      @Gronkh                          | UCYJ61XIK64sp6ZFFS8sctxw
      https://www.youtube.com/gronkh   | UCYJ61XIK64sp6ZFFS8sctxw
      """)
  void recordedResolutionsWithoutChannelPages(String given, String id) {
    // Only resolve_url is recorded for these channels: the answer after resolution is a 503
    // naming the unrecorded browse request, which shows the resolved ID was asked for.
    Answer answer = get("about", "channelId=" + q(given));
    assertError(answer, 503, "Service Unavailable");
    assertThat(answer.error().get("retryAfter").asInt()).isPositive();
    assertThat(answer.error().get("details").asString()).contains(id);
  }

  @Test
  void unknownHandleIsNotFound() {
    Answer answer = get("videos", "channelId=" + q("@nonExistingHandleThatWillNeverExist15464"));
    assertError(answer, 404, "Channel not found");
    assertThat(answer.error().get("details").asString())
        .contains("@nonExistingHandleThatWillNeverExist15464");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "UCoaO4U_p7G7AwalqSbGCZOA",
        "UCTGjY2I-ZUGnwVoWAGRd7XQ",
        "UCAUc4iz6edWerIjlnL8OSSw",
        "UCPWXIOPK-9myzek6jHR5yrg",
        "UCI4i4RgFT5ilfMpna4Z_Y8w",
        "UC-nQp2ewj2Yeg5w7VyoVBwQ"
      })
  void missingRemovedAndTerminatedChannelsAreNotFound(String id) {
    // Recorded for the channel page (the Videos tab's browse), which these three read first.
    for (String operation : List.of("about", "videos", "outliers")) {
      Answer answer = get(operation, "channelId=" + id);
      assertError(answer, 404, "Channel not found");
      assertThat(answer.error().get("details").asString()).contains(id);
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "abc",
        "UC123",
        "@ab",
        "UCsXVk37bltHxD1rDPwtNM8",
        "UCsXVk37bltHxD1rDPwtNM8Q!",
        "https://example.com/@kurzgesagt",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ"
      })
  void malformedChannelsAreRejectedBeforeThePlatformIsAsked(String value) {
    for (String operation : List.of("about", "videos", "shorts", "playlists", "outliers")) {
      assertError(get(operation, "channelId=" + q(value)), 400, "Invalid channel ID format");
    }
  }

  @Test
  void videosFirstAndSecondPageOfAChannelNamedByUrl() {
    Answer first = get("videos", "channelId=" + q("https://www.youtube.com/user/creativecommons"));
    assertThat(first.status()).isEqualTo(200);
    JsonNode page = first.json();
    assertThat(page.get("msg").asString()).isEqualTo("success");
    assertThat(page.get("data")).hasSize(30);
    JsonNode v = page.get("data").get(0);
    assertThat(v.get("videoId").asString()).isEqualTo("BD-LB23rRBE");
    assertThat(v.get("title").asString())
        .startsWith("Expert Panel III: Global Perspectives on Open Heritage");
    assertThat(v.get("viewCount").asLong()).isEqualTo(28L);
    assertThat(v.get("viewCountText").asString()).isEqualTo("28 views");
    assertThat(v.get("lengthSeconds").asLong()).isEqualTo(4054L);
    assertThat(v.get("lengthText").asString()).isEqualTo("1:07:34");
    assertThat(v.get("publishedTimeText").asString()).isEqualTo("13 days ago");
    assertThat(v.get("thumbnail")).hasSize(4);
    assertThat(v.get("isLive").asBoolean()).isFalse();
    assertThat(page.get("data").get(1).get("videoId").asString()).isEqualTo("ea1MAxH0KJc");
    String token = page.get("continuation").asString();
    assertThat(token).isNotEmpty().doesNotStartWith("4qmF"); // ours, not the platform's

    Answer second = get("videos", "channelId=" + CREATIVE_COMMONS + "&token=" + q(token));
    assertThat(second.status()).as(second.text()).isEqualTo(200);
    assertThat(second.json().get("data")).hasSize(30);
    assertThat(second.json().get("data").get(0).get("videoId").asString()).isEqualTo("CIFHx7_z3Vc");
    assertThat(second.json().get("data").get(0).get("viewCount").asLong()).isEqualTo(117L);
    assertThat(ids(second.json().get("data"), "videoId"))
        .doesNotContainAnyElementsOf(ids(page.get("data"), "videoId"));
    assertThat(second.json().get("continuation").asString()).isNotEmpty();

    // The same token with the sort named explicitly is the same scope.
    assertThat(
            get("videos", "channelId=" + CREATIVE_COMMONS + "&sort=Latest&token=" + q(token))
                .status())
        .isEqualTo(200);
  }

  @Test
  void videosOfKurzgesagt() {
    JsonNode page = get("videos", "channelId=" + KURZGESAGT + "&sort=latest").json();
    assertThat(page.get("data")).hasSize(30);
    JsonNode v = page.get("data").get(1);
    assertThat(v.get("videoId").asString()).isEqualTo("pHJIhxZEoxg");
    assertThat(v.get("title").asString()).isEqualTo("Why Are There No Holes Around Trees?");
    assertThat(v.get("viewCount").asLong()).isEqualTo(2_989_906L);
    assertThat(v.get("viewCountText").asString()).isEqualTo("2,989,906 views");
    assertThat(v.get("lengthSeconds").asLong()).isEqualTo(681L);
    assertThat(v.get("publishedTimeText").asString()).isEqualTo("2 weeks ago");
  }

  @Test
  void videosWithHiddenViewCountsAndLiveStreamsAreNullNotZero() {
    JsonNode vsauce = get("videos", "channelId=" + VSAUCE).json();
    JsonNode hidden = find(vsauce.get("data"), "MBRi7Bz8LZk");
    assertThat(hidden.get("viewCount").isNull()).isTrue();
    assertThat(hidden.get("viewCountText").asString()).isEmpty();
    assertThat(hidden.get("lengthSeconds").asLong()).isEqualTo(858L);
    // Live streams (no count, no length): ChannelListingsTest; the recorded one is on a topic
    // channel's Home shelves, which are not a Videos tab.
  }

  /**
   * A topic channel ("Sports", auto-generated by the platform) has no Videos tab: the platform
   * answers its Home shelves, other creators' videos, which are not the channel's own.
   */
  @Test
  void aTopicChannelWithoutAVideosTabListsNothingOfOtherCreators() {
    JsonNode sports = get("videos", "channelId=UCEgdi0XIXXZ-qJOFPf4JSKw").json();
    assertThat(sports.get("data")).isEmpty();
    assertThat(sports.get("continuation").asString()).isEmpty();
    assertThat(sports.get("msg").asString()).isEqualTo("success");
  }

  @Test
  void videosOfAChannelWithOneVideo() {
    JsonNode page = get("videos", "channelId=UCUaQMQS9lY5lit3vurpXQ6w").json();
    assertThat(ids(page.get("data"), "videoId")).containsExactly("ggMDYfQPKMU");
    assertThat(page.get("continuation").asString()).isEmpty();
    // No sort chips on such a tab: the single page is put in order here.
    assertThat(
            ids(
                get("videos", "channelId=UCUaQMQS9lY5lit3vurpXQ6w&sort=popular").json().get("data"),
                "videoId"))
        .containsExactly("ggMDYfQPKMU");
  }

  @Test
  void videosOfAGamingChannelWithoutVideosTab() {
    JsonNode page = get("videos", "channelId=UCQvWX73GQygcwXOTSf_VDVg").json();
    assertThat(page.get("data")).isEmpty();
    assertThat(page.get("continuation").asString()).isEmpty();
  }

  @Test
  void videosInOtherOrdersFollowTheUnrecordedSortChips() {
    // The chips' continuations were not recorded: the answer names the one asked for.
    for (String sort : List.of("popular", "Oldest")) {
      Answer answer = get("videos", "channelId=" + KURZGESAGT + "&sort=" + sort);
      assertError(answer, 503, "Service Unavailable");
      assertThat(answer.error().get("details").asString()).contains("4qmFsg");
    }
  }

  @Test
  void theAnalysisReadsAChannelsNewestVideosExactlyAsGetVideosListsThem() {
    for (String channel : List.of(KURZGESAGT, LAPHROAIG)) {
      List<String> listed =
          ids(get("videos", "channelId=" + channel).json().get("data"), "videoId");
      LatestVideos read = snapshots.latestVideos(new ChannelId(channel), 30);
      assertThat(read.videos())
          .extracting(VideoItem::videoId)
          .as(channel)
          .containsExactlyElementsOf(listed.subList(0, 30));
    }
    // The age-gated channel: its uploads playlist, not the gate page (which lists nothing).
    assertThat(snapshots.latestVideos(new ChannelId(LAPHROAIG), 120).videos())
        .hasSize(120)
        .first()
        .extracting(VideoItem::videoId)
        .isEqualTo("0rcgoJ3l71M");
  }

  @Test
  void videosOfAnAgeRestrictedChannelFromItsUploadsPlaylist() {
    JsonNode first = get("videos", "channelId=" + LAPHROAIG).json();
    assertThat(first.get("data")).hasSize(100);
    JsonNode v = first.get("data").get(0);
    assertThat(v.get("videoId").asString()).isEqualTo("0rcgoJ3l71M");
    assertThat(v.get("title").asString()).isEqualTo("Laphroaig x Willem Dafoe - The Taste");
    assertThat(v.get("viewCount").asLong()).isEqualTo(106_000L);
    assertThat(v.get("viewCountText").asString()).isEqualTo("106k views");
    assertThat(v.get("lengthSeconds").asLong()).isEqualTo(193L);
    JsonNode second =
        get(
                "videos",
                "channelId=" + LAPHROAIG + "&token=" + q(first.get("continuation").asString()))
            .json();
    assertThat(second.get("data")).hasSize(50);
    assertThat(second.get("data").get(0).get("videoId").asString()).isEqualTo("or2TML1CGFo");
    assertThat(second.get("continuation").asString()).isEmpty();
    // 150 videos in all, as the playlist header says; none twice.
    List<String> all = new ArrayList<>(ids(first.get("data"), "videoId"));
    all.addAll(ids(second.get("data"), "videoId"));
    assertThat(all).hasSize(150).doesNotHaveDuplicates();

    Answer popular = get("videos", "channelId=" + LAPHROAIG + "&sort=popular");
    assertError(popular, 400, "Bad Request");
    assertThat(popular.error().get("details").asString())
        .contains("age-restricted")
        .contains("sort=latest");
  }

  @Test
  void shortsFirstAndSecondPage() {
    JsonNode first = get("shorts", "channelId=" + DOOBYDOBAP).json();
    assertThat(first.get("msg").asString()).isEqualTo("success");
    assertThat(first.get("data")).hasSize(48);
    JsonNode s = first.get("data").get(0);
    assertThat(s.get("videoId").asString()).isEqualTo("l-X5WbDSH2o");
    assertThat(s.get("title").asString()).isEqualTo("Packing lunch for my special roommate");
    assertThat(s.get("viewCount").asLong()).isEqualTo(895_000L);
    assertThat(s.get("viewCountText").asString()).isEqualTo("895k views");
    assertThat(s.get("thumbnail").get(0).get("width").asInt()).isEqualTo(405);
    assertThat(s.get("thumbnail").get(0).get("height").asInt()).isEqualTo(720);

    JsonNode second =
        get(
                "shorts",
                "channelId=" + DOOBYDOBAP + "&token=" + q(first.get("continuation").asString()))
            .json();
    assertThat(second.get("data")).hasSize(48);
    assertThat(second.get("data").get(0).get("videoId").asString()).isEqualTo("R8ydpPnC6vI");
    assertThat(second.get("data").get(1).get("viewCount").asLong()).isEqualTo(1_800_000L);
    assertThat(second.get("continuation").asString()).isNotEmpty();
  }

  @Test
  void playlistsFirstAndSecondPageOfAChannelNamedByHandle() {
    JsonNode first = get("playlists", "channelId=" + q("@EEVblog") + "&sort=date_added").json();
    assertThat(first.get("data")).hasSize(30);
    JsonNode p = first.get("data").get(0);
    assertThat(p.get("playlistId").asString()).isEqualTo("PLvOlSehNtuHtAlWfU05ycHQdkSoE0rR20");
    assertThat(p.get("title").asString()).isEqualTo("uTimer Project");
    assertThat(p.get("videoCount").asLong()).isEqualTo(2L);
    assertThat(p.get("videoCountText").asString()).isEqualTo("2 videos");
    assertThat(p.get("firstVideoId").asString()).isEqualTo("YCvDl0oXOSY");
    assertThat(p.get("thumbnail")).isNotEmpty();

    JsonNode second =
        get(
                "playlists",
                "channelId="
                    + EEVBLOG
                    + "&sort="
                    + q("Date Added")
                    + "&token="
                    + q(first.get("continuation").asString()))
            .json();
    assertThat(second.get("data")).hasSize(30);
    assertThat(second.get("data").get(0).get("title").asString()).isEqualTo("Cameras");
    assertThat(second.get("data").get(0).get("videoCount").asLong()).isEqualTo(16L);
    assertThat(second.get("continuation").asString()).isNotEmpty();
  }

  @Test
  void playlistsByLastVideoAddedFollowTheUnrecordedSortMenu() {
    Answer answer = get("playlists", "channelId=" + EEVBLOG + "&sort=last_video_added");
    assertError(answer, 503, "Service Unavailable");
    assertThat(answer.error().get("details").asString())
        .contains("EglwbGF5bGlzdHMYBCABMAHyBgQKAkIA");
  }

  String videosToken() {
    return get("videos", "channelId=" + CREATIVE_COMMONS).json().get("continuation").asString();
  }

  @Test
  void tokenOfAnotherChannelSortOrTabIsRefused() {
    String token = videosToken();
    for (String request :
        List.of(
            "videos?channelId=" + KURZGESAGT + "&token=" + q(token),
            "videos?channelId=" + CREATIVE_COMMONS + "&sort=oldest&token=" + q(token),
            "shorts?channelId=" + CREATIVE_COMMONS + "&token=" + q(token),
            "playlists?channelId=" + CREATIVE_COMMONS + "&token=" + q(token))) {
      Answer answer = api().get("/api/external/channels/" + request);
      assertError(answer, 400, "Invalid continuation token");
      assertThat(answer.error().get("details").asString())
          .contains("channel, tab and sort")
          .contains("Start again");
    }
  }

  @Test
  void tokensForgedOrFromThePlatformAreRefused() {
    String token = videosToken();
    String tampered =
        token.substring(0, token.indexOf('.') - 2) + "AA" + token.substring(token.indexOf('.'));
    for (String forged : List.of("abc", tampered, "4qmFsgLZCRIYVUNUd0VDZUdxTVplZTc3Qmpkb1l0STJR")) {
      Answer answer = get("videos", "channelId=" + CREATIVE_COMMONS + "&token=" + q(forged));
      assertError(answer, 400, "Invalid continuation token");
      assertThat(answer.error().get("details").asString()).contains("not one this service issued");
    }
  }

  /**
   * Worked out by hand from the recorded Videos tab: 3 videos of 1–4 weeks (10 days to 3 weeks), 7
   * of 1–2 months, 18 of 3–11 months, 2 of "1 year ago". 1–4 weeks has fewer than 5, so its
   * baseline is the median of it with 1–2 months (10 videos: 2,989,906 and 3,560,021 in the middle,
   * 3,274,963.5); 1–2 months' own median is 3,806,235; 3–11 months' is 5,605,310 (5,601,434 and
   * 5,609,186); 1–2 years borrows 3–11 months (20 videos, the same middle pair). Only Ufmu1WD2TSk
   * (14,831,079 views, 9 months) reaches 2 × 5,605,310.
   */
  @Test
  void outliersOfKurzgesagtsLatestThirty() {
    Answer answer = get("outliers", "channelId=" + KURZGESAGT);
    assertThat(answer.status()).isEqualTo(200);
    JsonNode stats = answer.json().get("stats");
    assertThat(stats.get("maxVideos").asInt()).isEqualTo(30);
    assertThat(stats.get("videosAnalyzed").asInt()).isEqualTo(30);
    assertThat(stats.get("videosTooRecent").asInt()).isZero();
    assertThat(stats.get("threshold").asDouble()).isEqualTo(2.0);
    assertThat(stats.get("medianViews").asDouble()).isEqualTo(4_503_421.5);
    assertThat(stats.get("averageViews").asDouble())
        .isCloseTo(4_964_073.4667, org.assertj.core.data.Offset.offset(1e-3));
    assertThat(stats.get("thresholdViews").asDouble()).isEqualTo(9_006_843.0);
    assertThat(stats.get("method").asString())
        .isEqualTo("views over the median of videos of similar age");
    JsonNode groups = stats.get("ageGroups");
    assertThat(groups.findValuesAsString("ageGroup"))
        .containsExactly("1–4 weeks", "1–2 months", "3–11 months", "1–2 years");
    assertThat(groups.findValues("videos"))
        .extracting(JsonNode::asInt)
        .containsExactly(3, 7, 18, 2);
    assertThat(groups.findValues("baselineViews"))
        .extracting(JsonNode::asDouble)
        .containsExactly(3_274_963.5, 3_806_235.0, 5_605_310.0, 5_605_310.0);
    assertThat(groups.findValuesAsString("baselineBasis"))
        .containsExactly("neighbouringAgeGroups", "ageGroup", "ageGroup", "neighbouringAgeGroups");
    assertThat(groups.findValues("baselineVideos"))
        .extracting(JsonNode::asInt)
        .containsExactly(10, 7, 18, 20);
    JsonNode data = answer.json().get("data");
    assertThat(stats.get("outlierCount").asInt()).isEqualTo(1);
    assertThat(data.findValuesAsString("videoId")).containsExactly("Ufmu1WD2TSk");
    JsonNode top = data.get(0);
    assertThat(top.get("ageGroup").asString()).isEqualTo("3–11 months");
    assertThat(top.get("baselineViews").asDouble()).isEqualTo(5_605_310.0);
    assertThat(top.get("outlierScore").asDouble())
        .isEqualTo(14_831_079 / 5_605_310.0, org.assertj.core.data.Offset.offset(1e-12));
  }

  @Test
  void outliersAtALowerThresholdAreComparedWithTheirAgePeers() {
    // At 1.5: 3–11 months needs 8,407,965 (four videos reach it); 1–2 months needs 5,709,352.5
    // and 1–4 weeks 4,912,445.25, which none of theirs reaches.
    JsonNode answer = get("outliers", "channelId=" + KURZGESAGT + "&threshold=1.5").json();
    assertThat(answer.get("data").findValuesAsString("videoId"))
        .containsExactly("Ufmu1WD2TSk", "dCiMUWw1BBc", "_zfN9wnPvU0", "m6KnVTYtSc0");
  }

  @Test
  void outlierStatsMatchTheVideosTab() {
    JsonNode videos = get("videos", "channelId=" + CREATIVE_COMMONS).json().get("data");
    JsonNode answer =
        get("outliers", "channelId=" + CREATIVE_COMMONS + "&maxVideos=30&threshold=1.5").json();
    JsonNode stats = answer.get("stats");
    assertThat(stats.get("videosAnalyzed").asInt() + stats.get("videosTooRecent").asInt())
        .isEqualTo(30);
    java.util.Map<String, Double> baselines = new java.util.HashMap<>();
    for (JsonNode g : stats.get("ageGroups")) {
      baselines.put(g.get("ageGroup").asString(), g.get("baselineViews").asDouble());
    }
    List<String> listed = ids(videos, "videoId");
    for (JsonNode v : answer.get("data")) {
      assertThat(listed).contains(v.get("videoId").asString());
      double baseline = baselines.get(v.get("ageGroup").asString());
      assertThat(v.get("baselineViews").asDouble()).isEqualTo(baseline);
      assertThat(v.get("viewCount").asLong())
          .isGreaterThanOrEqualTo((long) Math.ceil(1.5 * baseline));
    }
  }

  @Test
  void outliersWalkMoreThanOnePage() {
    JsonNode answer = get("outliers", "channelId=" + CREATIVE_COMMONS + "&maxVideos=45").json();
    assertThat(answer.get("stats").get("videosAnalyzed").asInt()).isEqualTo(45);
    JsonNode laphroaig =
        get("outliers", "channelId=" + LAPHROAIG + "&maxVideos=100&threshold=3").json();
    assertThat(laphroaig.get("stats").get("videosAnalyzed").asInt()).isEqualTo(100);
  }

  @Test
  void outliersAboveAHighThresholdAreNone() {
    JsonNode answer = get("outliers", "channelId=" + KURZGESAGT + "&threshold=1000").json();
    assertThat(answer.get("data")).isEmpty();
    assertThat(answer.get("stats").get("outlierCount").asInt()).isZero();
    assertThat(answer.get("msg").asString()).isEqualTo("success");
  }

  @Test
  void outliersPassOverVideosWithoutViews() {
    // Two of the 30 videos on Vsauce's first page show no view count (only that page is recorded).
    JsonNode answer = get("outliers", "channelId=" + VSAUCE + "&maxVideos=28").json();
    assertThat(answer.get("stats").get("videosWithoutViews").asInt()).isPositive();
    assertThat(answer.get("stats").get("videosAnalyzed").asInt()).isEqualTo(28);
    assertThat(answer.get("data").findValuesAsString("videoId"))
        .doesNotContain("MBRi7Bz8LZk", "a-EC76gHQPQ");
  }

  @Test
  void everyPageRequestIsChargedOneUnit() {
    Answer first = get("videos", "channelId=" + CREATIVE_COMMONS);
    long before = first.longHeader("X-Quota-Remaining");
    Answer second =
        get(
            "videos",
            "channelId="
                + CREATIVE_COMMONS
                + "&token="
                + q(first.json().get("continuation").asString()));
    assertThat(second.longHeader("X-Quota-Remaining")).isEqualTo(before - 1);
    Answer refused = get("videos", "channelId=" + CREATIVE_COMMONS + "&token=forged");
    assertThat(refused.longHeader("X-Quota-Remaining")).isEqualTo(before - 1);
  }

  static JsonNode find(JsonNode data, String videoId) {
    for (JsonNode item : data) {
      if (item.get("videoId").asString().equals(videoId)) {
        return item;
      }
    }
    throw new AssertionError("no item " + videoId);
  }
}
