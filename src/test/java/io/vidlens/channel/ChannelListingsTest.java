package io.vidlens.channel;

import static io.vidlens.channel.Pages.ID;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.api.ApiException;
import io.vidlens.api.PageTokens;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ContentSort;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.channel.ListingAnswers.Page;
import io.vidlens.channel.ListingAnswers.PlaylistEntry;
import io.vidlens.channel.ListingAnswers.ShortEntry;
import io.vidlens.channel.ListingAnswers.VideoEntry;
import io.vidlens.model.ChannelId;
import io.vidlens.model.Image;
import io.vidlens.model.InvalidInput;
import io.vidlens.model.Listing;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.client.UploadsPlaylist;
import io.vidlens.testing.FakePlatform;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/**
 * Listing the tabs on hand-written platform answers: orders, paging, tokens, missing tabs, age
 * gates.
 */
class ChannelListingsTest {

  static final ChannelId CHANNEL = new ChannelId(ID);

  final FakePlatform platform = new FakePlatform();
  final TestClock clock = new TestClock();
  final PageTokens tokens =
      new PageTokens("secret".getBytes(StandardCharsets.UTF_8), Duration.ofHours(6), clock);
  final ChannelListings listings =
      new ChannelListings(platform.channels(), tokens, ReadEvents.direct(event -> {}));

  Page<VideoEntry> videos(ContentSort sort, String token) {
    return ListingAnswers.videos(listings.page(CHANNEL, ChannelTab.VIDEOS, sort, token));
  }

  @Test
  void latestVideosArePagedWithTokensOfOurs() {
    List<String> first = new java.util.ArrayList<>(Pages.videos(0, 3));
    first.add(Pages.more("PAGE2"));
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(first))
        .continuation("PAGE2", Pages.appended(Pages.videos(3, 2)));

    Page<VideoEntry> page = videos(ContentSort.LATEST, null);
    assertThat(page.msg()).isEqualTo("success");
    assertThat(page.data())
        .extracting(VideoEntry::videoId)
        .containsExactly("vid00000000", "vid00000001", "vid00000002");
    VideoEntry v = page.data().get(1);
    assertThat(v.viewCount()).isEqualTo(100L);
    assertThat(v.viewCountText()).isEqualTo("100 views");
    assertThat(v.lengthSeconds()).isEqualTo(60L);
    assertThat(v.lengthText()).isEqualTo("1:00");
    assertThat(v.publishedTimeText()).isEqualTo("1 day ago");
    // Sizes without stated dimensions are left out: the contract promises integers.
    assertThat(v.thumbnail())
        .containsExactly(new Image("https://i.ytimg.com/vi/vid00000001/hq.jpg", 168, 94));
    assertThat(page.continuation()).isNotEmpty().isNotEqualTo("PAGE2");

    Page<VideoEntry> second = videos(ContentSort.LATEST, page.continuation());
    assertThat(second.data())
        .extracting(VideoEntry::videoId)
        .containsExactly("vid00000003", "vid00000004");
    assertThat(second.continuation()).isEmpty();
    assertThat(platform.asked())
        .containsExactly(
            "browse " + ID + "|" + ChannelTab.VIDEOS.browseTab().params(), "continuation PAGE2");
  }

  @Test
  void otherOrdersFollowTheSortChips() {
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(Pages.videos(0, 2)))
        .continuation(
            "POPULAR",
            Pages.reloaded(
                List.of(Pages.video("popular0001", "9,000 views", "2:00"), Pages.more("POP2"))))
        .continuation(
            "OLDEST", Pages.reloaded(List.of(Pages.video("oldest00001", "5 views", "2:00"))))
        .continuation(
            "POP2", Pages.appended(List.of(Pages.video("popular0002", "8,000 views", "2:00"))));

    Page<VideoEntry> popular = videos(ContentSort.POPULAR, null);
    assertThat(popular.data()).extracting(VideoEntry::videoId).containsExactly("popular0001");
    assertThat(videos(ContentSort.POPULAR, popular.continuation()).data())
        .extracting(VideoEntry::videoId)
        .containsExactly("popular0002");
    assertThat(videos(ContentSort.OLDEST, null).data())
        .extracting(VideoEntry::videoId)
        .containsExactly("oldest00001");
  }

  @Test
  void tokensAreBoundToChannelTabAndSortAndExpire() {
    List<String> first = new java.util.ArrayList<>(Pages.videos(0, 1));
    first.add(Pages.more("PAGE2"));
    platform.browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(first));
    String token = videos(ContentSort.LATEST, null).continuation();

    assertThatThrownBy(() -> videos(ContentSort.POPULAR, token))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.BAD_REQUEST);
              assertThat(e.getMessage()).isEqualTo("Invalid continuation token");
              assertThat(e.details()).contains("the channel, tab and sort");
            });
    assertThatThrownBy(() -> listings.page(CHANNEL, ChannelTab.SHORTS, ContentSort.LATEST, token))
        .isInstanceOf(ApiException.class);
    assertThatThrownBy(
            () ->
                listings.page(
                    new ChannelId("UC9999999999999999999999"),
                    ChannelTab.VIDEOS,
                    ContentSort.LATEST,
                    token))
        .isInstanceOf(ApiException.class);
    assertThatThrownBy(() -> videos(ContentSort.LATEST, token + "x"))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> assertThat(e.details()).contains("not one this service issued"));

    clock.advance(Duration.ofHours(7));
    assertThatThrownBy(() -> videos(ContentSort.LATEST, token))
        .isInstanceOfSatisfying(
            ApiException.class,
            e -> {
              assertThat(e.status()).isEqualTo(HttpStatus.BAD_REQUEST);
              assertThat(e.details()).contains("expired").contains("start again");
            });
    assertThat(platform.asked()).hasSize(1); // no refused token reached the platform
  }

  @Test
  void aTabWithoutChipsIsSortedHereWhenItHasOnePage() {
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        Pages.channel(
            Pages.tab(
                "Videos",
                ChannelTab.VIDEOS.browseTab().params(),
                true,
                Pages.grid(
                    null,
                    List.of(
                        Pages.video("newest00001", "10 views", "1:00"),
                        Pages.liveVideo("livenow0001"),
                        Pages.video("oldest00001", "30 views", "1:00"))))));
    assertThat(videos(ContentSort.OLDEST, null).data())
        .extracting(VideoEntry::videoId)
        .containsExactly("oldest00001", "livenow0001", "newest00001");
    assertThat(videos(ContentSort.POPULAR, null).data())
        .extracting(VideoEntry::videoId)
        .containsExactly("oldest00001", "newest00001", "livenow0001");
  }

  @Test
  void aTabWithoutChipsAndSeveralPagesCannotBeSorted() {
    List<String> items = new java.util.ArrayList<>(Pages.videos(0, 2));
    items.add(Pages.more("PAGE2"));
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        Pages.channel(
            Pages.tab(
                "Videos", ChannelTab.VIDEOS.browseTab().params(), true, Pages.grid(null, items))));
    assertThatThrownBy(() -> videos(ContentSort.POPULAR, null))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.getMessage()).isEqualTo("Service Unavailable");
              assertThat(e.retryAfterSeconds()).isEqualTo(10L);
            });
  }

  @Test
  void liveStreamsHaveNoCountsAndNoLength() {
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        Pages.videosTab(List.of(Pages.liveVideo("livenow0001"))));
    VideoEntry live = videos(ContentSort.LATEST, null).data().getFirst();
    assertThat(live.isLive()).isTrue();
    assertThat(live.viewCount()).isNull();
    assertThat(live.viewCountText()).isEqualTo("1,263 watching");
    assertThat(live.lengthSeconds()).isNull();
    assertThat(live.lengthText()).isEmpty();
  }

  @Test
  void aChannelWithoutTheTabListsNothing() {
    // The platform answers the Home tab when the channel has no Shorts tab.
    platform.browse(
        ID,
        ChannelTab.SHORTS.browseTab().params(),
        Pages.channel(
            Pages.tab("Home", "HOME", true, Pages.grid(null, Pages.videos(0, 2))),
            Pages.tab("Videos", ChannelTab.VIDEOS.browseTab().params(), false, null)));
    Listing listing = listings.page(CHANNEL, ChannelTab.SHORTS, ContentSort.LATEST, null);
    assertThat(listing.items()).isEmpty();
    assertThat(listing.continuation()).isEmpty();
  }

  @Test
  void aTabBehindOtherParamsIsFollowedThroughTheChannelsTabLinks() {
    platform
        .browse(
            ID,
            ChannelTab.SHORTS.browseTab().params(),
            Pages.channel(
                Pages.tab("Home", "HOME", true, Pages.grid(null, Pages.videos(0, 2))),
                Pages.tab("Shorts", "GAMINGSHORTS", false, null)))
        .browse(
            ID,
            "GAMINGSHORTS",
            Pages.channel(
                Pages.tab("Home", "HOME", false, null),
                Pages.tab(
                    "Shorts",
                    "GAMINGSHORTS",
                    true,
                    Pages.grid(null, List.of(Pages.shortItem("short000001", "2.5M views"))))));
    Page<ShortEntry> page =
        ListingAnswers.shorts(listings.page(CHANNEL, ChannelTab.SHORTS, ContentSort.LATEST, null));
    assertThat(page.data())
        .containsExactly(
            new ShortEntry(
                "short000001", "Short short000001", 2_500_000L, "2.5M views", List.of()));
  }

  @Test
  void playlistOrdersFollowTheSortMenusBrowseParams() {
    String menu =
        "{'sortFilterSubMenuRenderer': {'subMenuItems': ["
            + "{'title': 'Date added (newest)', 'selected': true, 'navigationEndpoint': {'browseEndpoint': {'params': 'BYDATE'}}},"
            + "{'title': 'Last video added', 'selected': false, 'navigationEndpoint': {'browseEndpoint': {'params': 'BYLAST'}}}]}}";
    platform
        .browse(
            ID,
            ChannelTab.PLAYLISTS.browseTab().params(),
            Pages.channel(
                Pages.tab(
                    "Playlists",
                    ChannelTab.PLAYLISTS.browseTab().params(),
                    true,
                    "{'sectionListRenderer': {'subMenu': "
                        + menu
                        + ", 'contents': [{'itemSectionRenderer': {'contents': [{'gridRenderer': {'items': ["
                        + Pages.playlist("PLfirst", "7")
                        + ", "
                        + Pages.more("PL2")
                        + "]}}]}}]}}")))
        .browse(
            ID,
            "BYLAST",
            Pages.channel(
                Pages.tab(
                    "Playlists",
                    ChannelTab.PLAYLISTS.browseTab().params(),
                    true,
                    "{'sectionListRenderer': {'contents': [{'itemSectionRenderer': {'contents': [{'gridRenderer': {'items': ["
                        + Pages.playlist("PLlast", "12")
                        + "]}}]}}]}}")));

    Page<PlaylistEntry> byDate =
        ListingAnswers.playlists(
            listings.page(CHANNEL, ChannelTab.PLAYLISTS, ContentSort.DATE_ADDED, null));
    assertThat(byDate.data())
        .containsExactly(
            new PlaylistEntry("PLfirst", "Playlist PLfirst", 7L, "7 videos", "", List.of()));
    assertThat(byDate.continuation()).isNotEmpty();
    Page<PlaylistEntry> byLast =
        ListingAnswers.playlists(
            listings.page(CHANNEL, ChannelTab.PLAYLISTS, ContentSort.LAST_VIDEO_ADDED, null));
    assertThat(byLast.data()).extracting(PlaylistEntry::playlistId).containsExactly("PLlast");
    assertThat(byLast.continuation()).isEmpty();
  }

  @Test
  void ageRestrictedChannelsAreListedThroughTheirUploadsPlaylists() {
    String uploads = "UULF" + ID.substring(2);
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.ageGate())
        .browse("VL" + uploads, UploadsPlaylist.PAGE_PARAMS, Pages.playlistHeader(uploads))
        .continuation(
            UploadsPlaylist.firstPageToken(uploads),
            Pages.appended(
                List.of(
                    "{'playlistVideoListContinuation': {}}",
                    Pages.playlistVideo("upload00001", "2.6m views"),
                    Pages.more("UPLOADS2"))))
        .continuation(
            "UPLOADS2", Pages.appended(List.of(Pages.playlistVideo("upload00002", "12 views"))));

    Page<VideoEntry> first = videos(ContentSort.LATEST, null);
    assertThat(first.data())
        .extracting(VideoEntry::videoId, VideoEntry::viewCount, VideoEntry::publishedTimeText)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("upload00001", 2_600_000L, "2 years ago"));
    assertThat(videos(ContentSort.LATEST, first.continuation()).data())
        .extracting(VideoEntry::videoId)
        .containsExactly("upload00002");
    assertThatThrownBy(() -> videos(ContentSort.POPULAR, null))
        .isInstanceOfSatisfying(
            InvalidInput.class, e -> assertThat(e.details()).contains("sort=latest"));
  }

  @Test
  void ageRestrictedChannelsWithoutShortsListNoneAndShowNoPlaylists() {
    String shorts = "UUSH" + ID.substring(2);
    platform
        .browse(ID, ChannelTab.SHORTS.browseTab().params(), Pages.ageGate())
        .browseFails(
            "VL" + shorts,
            UploadsPlaylist.PAGE_PARAMS,
            new PlatformException.NotFound(
                PlatformException.Resource.PLAYLIST,
                "VL" + shorts,
                "",
                PlatformException.Absence.UNKNOWN))
        .browse(ID, ChannelTab.PLAYLISTS.browseTab().params(), Pages.ageGate());
    Listing none = listings.page(CHANNEL, ChannelTab.SHORTS, ContentSort.LATEST, null);
    assertThat(none.items()).isEmpty();
    assertThat(none.continuation()).isEmpty();
    assertThatThrownBy(
            () -> listings.page(CHANNEL, ChannelTab.PLAYLISTS, ContentSort.DATE_ADDED, null))
        .isInstanceOfSatisfying(
            PlatformException.NotFound.class,
            e -> assertThat(e.details()).contains("age-restricted"));
  }

  @Test
  void unavailableChannelsAreNotFoundAndUnreadablePagesUnavailable() {
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        FakePlatform.json(
            "{'alerts': [{'alertRenderer': {'type': 'ERROR', 'text': {'simpleText': 'This channel does not exist.'}}}]}"));
    assertThatThrownBy(() -> videos(ContentSort.LATEST, null))
        .isInstanceOfSatisfying(
            PlatformException.NotFound.class,
            e -> {
              assertThat(e.getMessage()).isEqualTo("Channel not found");
              assertThat(e.details()).contains(ID).contains("does not exist");
            });

    platform.browse(
        ID,
        ChannelTab.SHORTS.browseTab().params(),
        FakePlatform.json("{'responseContext': {}, 'somethingNew': {}}"));
    assertThatThrownBy(() -> listings.page(CHANNEL, ChannelTab.SHORTS, ContentSort.LATEST, null))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> assertThat(e.retryAfterSeconds()).isEqualTo(10L));
  }
}
