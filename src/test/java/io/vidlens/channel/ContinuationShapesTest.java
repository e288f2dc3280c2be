package io.vidlens.channel;

import static io.vidlens.channel.Pages.ID;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.api.PageTokens;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ContentSort;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.channel.ListingAnswers.Page;
import io.vidlens.channel.ListingAnswers.PlaylistEntry;
import io.vidlens.channel.ListingAnswers.ShortEntry;
import io.vidlens.channel.ListingAnswers.VideoEntry;
import io.vidlens.model.ChannelId;
import io.vidlens.model.Listing;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.client.UploadsPlaylist;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.testing.FakePlatform;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The 2026 continuation shape ({@code continuationItemViewModel}) on every paged channel listing,
 * on hand-written answers: the Videos, Shorts and Playlists tabs, a sort chip's order and an
 * age-restricted channel's uploads playlist, first and further pages. A continuation item whose
 * token cannot be read is a 503, never a last page; an entry of an unknown kind is counted.
 */
class ContinuationShapesTest {

  static final ChannelId CHANNEL = new ChannelId(ID);

  /** The places a continuation item holds its token. */
  enum Shape {
    INNERTUBE_COMMAND(
        "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand':"
            + " {'continuationCommand': {'token': 'TOKEN', 'request': 'CONTINUATION_REQUEST_TYPE_BROWSE'}}}}}"),
    DIRECT("{'continuationItemViewModel': {'continuationCommand': {'token': 'TOKEN'}}}"),
    /** 2026: in one of a commandExecutorCommand's commands (yt-dlp #12759, #16948). */
    RENDERER_EXECUTOR(
        "{'continuationItemRenderer': {'continuationEndpoint': {'commandExecutorCommand':"
            + " {'commands': [{'signalAction': {'signal': 'SHOW_LOADING'}},"
            + " {'continuationCommand': {'token': 'TOKEN', 'request': 'CONTINUATION_REQUEST_TYPE_BROWSE'}}]}}}}"),
    VIEW_MODEL_EXECUTOR(
        "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand':"
            + " {'commandExecutorCommand': {'commands': [{'continuationCommand': {'token': 'TOKEN'}}]}}}}}");

    final String template;

    Shape(String template) {
      this.template = template;
    }

    String more(String token) {
      return template.replace("TOKEN", token);
    }
  }

  /** A continuation item of the new kind that holds no token where any client reads one. */
  static final String UNREADABLE =
      "{'continuationItemViewModel': {'continuationCommand': {'innertubeCommand': {'clickTrackingParams': 'x'}}}}";

  final FakePlatform platform = new FakePlatform();
  final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  final PageTokens tokens =
      new PageTokens(
          "secret".getBytes(StandardCharsets.UTF_8), Duration.ofHours(6), new TestClock());
  final ChannelListings listings =
      new ChannelListings(
          platform.channels(new UnknownItems(meters)), tokens, ReadEvents.direct(event -> {}));

  Listing page(ChannelTab tab, ContentSort sort, String token) {
    return listings.page(CHANNEL, tab, sort, token);
  }

  static List<String> with(List<String> items, String last) {
    List<String> out = new ArrayList<>(items);
    out.add(last);
    return out;
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void videosTabPagesFollowTheViewModelContinuation(Shape shape) {
    platform
        .browse(
            ID,
            ChannelTab.VIDEOS.browseTab().params(),
            Pages.videosTab(with(Pages.videos(0, 2), shape.more("V2"))))
        .continuation("V2", Pages.appended(with(Pages.videos(2, 2), shape.more("V3"))))
        .continuation("V3", Pages.appended(Pages.videos(4, 1)));

    Page<VideoEntry> first =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, null));
    assertThat(first.continuation()).isNotEmpty();
    Page<VideoEntry> second =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, first.continuation()));
    assertThat(second.data())
        .extracting(VideoEntry::videoId)
        .containsExactly("vid00000002", "vid00000003");
    assertThat(second.continuation()).isNotEmpty();
    Page<VideoEntry> third =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, second.continuation()));
    assertThat(third.data()).extracting(VideoEntry::videoId).containsExactly("vid00000004");
    assertThat(third.continuation()).isEmpty();
    assertThat(platform.asked()).contains("continuation V2", "continuation V3");
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void aSortChipsOrderFollowsTheViewModelContinuation(Shape shape) {
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(Pages.videos(0, 1)))
        .continuation(
            "POPULAR",
            Pages.reloaded(
                List.of(Pages.video("popular0001", "9,000 views", "2:00"), shape.more("POP2"))))
        .continuation(
            "POP2", Pages.appended(List.of(Pages.video("popular0002", "8,000 views", "2:00"))));

    Page<VideoEntry> popular =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.POPULAR, null));
    assertThat(popular.continuation()).isNotEmpty();
    assertThat(
            ListingAnswers.videos(
                    page(ChannelTab.VIDEOS, ContentSort.POPULAR, popular.continuation()))
                .data())
        .extracting(VideoEntry::videoId)
        .containsExactly("popular0002");
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void shortsTabPagesFollowTheViewModelContinuation(Shape shape) {
    platform
        .browse(
            ID,
            ChannelTab.SHORTS.browseTab().params(),
            shortsTab(List.of(Pages.shortItem("short000001", "10 views"), shape.more("S2"))))
        .continuation("S2", Pages.appended(List.of(Pages.shortItem("short000002", "20 views"))));

    Page<ShortEntry> first =
        ListingAnswers.shorts(page(ChannelTab.SHORTS, ContentSort.LATEST, null));
    assertThat(first.continuation()).isNotEmpty();
    assertThat(
            ListingAnswers.shorts(page(ChannelTab.SHORTS, ContentSort.LATEST, first.continuation()))
                .data())
        .extracting(ShortEntry::videoId)
        .containsExactly("short000002");
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void playlistsTabPagesFollowTheViewModelContinuation(Shape shape) {
    platform
        .browse(
            ID,
            ChannelTab.PLAYLISTS.browseTab().params(),
            playlistsTab(Pages.playlist("PLfirst", "7") + ", " + shape.more("P2")))
        .continuation("P2", Pages.appended(List.of(Pages.playlist("PLsecond", "3"))));

    Page<PlaylistEntry> first =
        ListingAnswers.playlists(page(ChannelTab.PLAYLISTS, ContentSort.DATE_ADDED, null));
    assertThat(first.continuation()).isNotEmpty();
    assertThat(
            ListingAnswers.playlists(
                    page(ChannelTab.PLAYLISTS, ContentSort.DATE_ADDED, first.continuation()))
                .data())
        .extracting(PlaylistEntry::playlistId)
        .containsExactly("PLsecond");
  }

  @ParameterizedTest
  @EnumSource(Shape.class)
  void uploadsPlaylistPagesFollowTheViewModelContinuation(Shape shape) {
    String uploads = "UULF" + ID.substring(2);
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.ageGate())
        .browse("VL" + uploads, UploadsPlaylist.PAGE_PARAMS, Pages.playlistHeader(uploads))
        .continuation(
            UploadsPlaylist.firstPageToken(uploads),
            Pages.appended(
                List.of(Pages.playlistVideo("upload00001", "12 views"), shape.more("U2"))))
        .continuation("U2", Pages.appended(List.of(Pages.playlistVideo("upload00002", "3 views"))));

    Page<VideoEntry> first =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, null));
    assertThat(first.continuation()).isNotEmpty();
    assertThat(
            ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, first.continuation()))
                .data())
        .extracting(VideoEntry::videoId)
        .containsExactly("upload00002");
  }

  @Test
  void anUnreadableContinuationOnAFirstPageIsUnavailableNotALastPage() {
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        Pages.videosTab(with(Pages.videos(0, 2), UNREADABLE)));

    assertThatThrownBy(() -> page(ChannelTab.VIDEOS, ContentSort.LATEST, null))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.fault()).isEqualTo(UpstreamFault.UNEXPECTED_ANSWER);
              assertThat(e.details()).contains("richGridRenderer.contents[2]");
            });
    assertThat(unknownCount("channel_tab", "continuationItemViewModel")).isEqualTo(1.0);
  }

  @Test
  void anUnreadableContinuationOnAFurtherPageIsUnavailableNotALastPage() {
    platform
        .browse(
            ID,
            ChannelTab.VIDEOS.browseTab().params(),
            Pages.videosTab(with(Pages.videos(0, 1), Pages.more("V2"))))
        .continuation("V2", Pages.appended(with(Pages.videos(1, 1), UNREADABLE)));
    String token =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, null)).continuation();

    assertThatThrownBy(() -> page(ChannelTab.VIDEOS, ContentSort.LATEST, token))
        .isInstanceOf(PlatformException.Unavailable.class);
  }

  @Test
  void anUnreadableContinuationOfAnUploadsPlaylistIsUnavailable() {
    String uploads = "UULF" + ID.substring(2);
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.ageGate())
        .browse("VL" + uploads, UploadsPlaylist.PAGE_PARAMS, Pages.playlistHeader(uploads))
        .continuation(
            UploadsPlaylist.firstPageToken(uploads),
            Pages.appended(List.of(Pages.playlistVideo("upload00001", "12 views"), UNREADABLE)));

    assertThatThrownBy(() -> page(ChannelTab.VIDEOS, ContentSort.LATEST, null))
        .isInstanceOf(PlatformException.Unavailable.class);
    assertThat(unknownCount("playlist", "continuationItemViewModel")).isEqualTo(1.0);
  }

  @Test
  void anEntryOfAnUnknownKindIsCountedAndTheRestOfThePageServed() {
    String renamed =
        "{'richItemRenderer': {'content': {'videoViewModel': {'videoId': 'renamed0001'}}}}";
    List<String> items = new ArrayList<>(Pages.videos(0, 2));
    items.add(1, renamed);
    platform.browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(items));

    Page<VideoEntry> first =
        ListingAnswers.videos(page(ChannelTab.VIDEOS, ContentSort.LATEST, null));
    assertThat(first.data())
        .extracting(VideoEntry::videoId)
        .containsExactly("vid00000000", "vid00000001");
    assertThat(unknownCount("channel_tab", "videoViewModel")).isEqualTo(1.0);
    // Entries left out on purpose (a notice instead of a list) are not unknown.
    platform.browse(
        ID,
        ChannelTab.SHORTS.browseTab().params(),
        shortsTab(
            List.of(
                "{'messageRenderer': {'text': {'simpleText': 'This channel has no Shorts.'}}}")));
    assertThat(ListingAnswers.shorts(page(ChannelTab.SHORTS, ContentSort.LATEST, null)).data())
        .isEmpty();
    assertThat(meters.find("vidlens.platform.unknown.items").counters()).hasSize(1);
  }

  double unknownCount(String endpoint, String kind) {
    var counter =
        meters
            .find("vidlens.platform.unknown.items")
            .tag("endpoint", endpoint)
            .tag("kind", kind)
            .counter();
    return counter == null ? 0 : counter.count();
  }

  static tools.jackson.databind.JsonNode shortsTab(List<String> items) {
    return Pages.channel(
        Pages.tab("Videos", ChannelTab.VIDEOS.browseTab().params(), false, null),
        Pages.tab("Shorts", ChannelTab.SHORTS.browseTab().params(), true, Pages.grid(null, items)));
  }

  static tools.jackson.databind.JsonNode playlistsTab(String gridItems) {
    return Pages.channel(
        Pages.tab(
            "Playlists",
            ChannelTab.PLAYLISTS.browseTab().params(),
            true,
            "{'sectionListRenderer': {'contents': [{'itemSectionRenderer': {'contents': [{'gridRenderer': {'items': ["
                + gridItems
                + "]}}]}}]}}"));
  }
}
