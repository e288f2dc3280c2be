package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.vidlens.catalog.VideosSeen;
import io.vidlens.model.ContentItem;
import io.vidlens.model.ContentPage;
import io.vidlens.model.Count;
import io.vidlens.model.PlaylistItem;
import io.vidlens.model.PlaylistPage;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.ShortItem;
import io.vidlens.model.SkippedItem;
import io.vidlens.model.SortOption;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoItem;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ChannelContentParserTest {

  @Test
  void continuationPageWithEveryItemShape() {
    ContentPage page =
        ChannelContentParser.parse(
            Fixtures.json(
                """
        {'onResponseReceivedActions': [{'appendContinuationItemsAction': {'continuationItems': [
          {'richItemRenderer': {'content': {'lockupViewModel': {'contentId': 'vid00000001', 'contentType': 'LOCKUP_CONTENT_TYPE_VIDEO',
            'contentImage': {'thumbnailViewModel': {'image': {'sources': [{'url': 'https://i.ytimg.com/vi/a/hq.jpg', 'width': 168, 'height': 94}]},
              'overlays': [{'thumbnailBottomOverlayViewModel': {'badges': [{'thumbnailBadgeViewModel': {'text': '12:34'}}]}}]}},
            'metadata': {'lockupMetadataViewModel': {'title': {'content': 'Lockup video'}, 'metadata': {'contentMetadataViewModel': {
              'metadataRows': [{'metadataParts': [{'text': {'content': '1.2K views'}}, {'text': {'content': '3 days ago'}}]}]}}}}}}}},
          {'richItemRenderer': {'content': {'shortsLockupViewModel': {'entityId': 'shorts-shelf-item-short000001',
            'overlayMetadata': {'primaryText': {'content': 'A short'}, 'secondaryText': {'content': '895K views'}},
            'thumbnailViewModel': {'thumbnailViewModel': {'image': {'sources': [{'url': 'https://i.ytimg.com/vi/s/oar.jpg', 'width': 405, 'height': 720}]}}}}}}},
          {'lockupViewModel': {'contentId': 'PLplaylist', 'contentType': 'LOCKUP_CONTENT_TYPE_PLAYLIST',
            'contentImage': {'collectionThumbnailViewModel': {'primaryThumbnail': {'thumbnailViewModel': {'image': {'sources': [{'url': 'https://i.ytimg.com/vi/p/hq.jpg'}]},
              'overlays': [{'thumbnailOverlayBadgeViewModel': {'thumbnailBadges': [{'thumbnailBadgeViewModel': {'text': '16 videos'}}]}}]}}}},
            'metadata': {'lockupMetadataViewModel': {'title': {'content': 'Cameras'}}},
            'itemPlayback': {'inlinePlayerData': {'onSelect': {'innertubeCommand': {'watchEndpoint': {'videoId': 'first000001'}}}}}}},
          {'gridVideoRenderer': {'videoId': 'grid0000001', 'title': {'simpleText': 'Grid'}, 'viewCountText': {'runs': [{'text': '1,263'}, {'text': ' watching'}]},
            'thumbnailOverlays': [{'thumbnailOverlayTimeStatusRenderer': {'text': {'simpleText': 'LIVE'}}}]}},
          {'reelItemRenderer': {'videoId': 'reel0000001', 'headline': {'simpleText': 'Reel'}, 'viewCountText': {'simpleText': '2.5M views'}}},
          {'gridPlaylistRenderer': {'playlistId': 'PLold', 'title': {'runs': [{'text': 'Old playlist'}]}, 'videoCountText': {'runs': [{'text': '7'}, {'text': ' videos'}]}}},
          {'lockupViewModel': {'contentId': 'x', 'contentType': 'LOCKUP_CONTENT_TYPE_ALBUM'}},
          {'mysteryRenderer': {}},
          {'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'NEXT'}}}}]}}]}
        """));

    assertThat(page.continuation()).isEqualTo("NEXT");
    assertThat(page.skipped())
        .extracting(SkippedItem::kind, SkippedItem::path, SkippedItem::reason)
        .containsExactly(
            tuple(
                "lockupViewModel:LOCKUP_CONTENT_TYPE_ALBUM",
                "onResponseReceivedActions[0].appendContinuationItemsAction.continuationItems[6]",
                SkippedItem.Reason.UNKNOWN_KIND),
            tuple(
                "mysteryRenderer",
                "onResponseReceivedActions[0].appendContinuationItemsAction.continuationItems[7]",
                SkippedItem.Reason.UNKNOWN_KIND));
    List<ContentItem> items = page.items();
    assertThat(items).hasSize(6);
    assertThat(items.get(0))
        .isEqualTo(
            new VideoItem(
                "vid00000001",
                "Lockup video",
                "1.2K views",
                new Count(1200, false), // "1.2K": rounded
                "3 days ago",
                new RelativeTime(3, ChronoUnit.DAYS),
                "12:34",
                754L,
                List.of(new Thumbnail("https://i.ytimg.com/vi/a/hq.jpg", 168, 94)),
                false,
                false,
                VideoItem.Access.PUBLIC,
                false));
    assertThat(items.get(1))
        .isEqualTo(
            new ShortItem(
                "short000001",
                "A short",
                "895K views",
                new Count(895_000, false),
                List.of(new Thumbnail("https://i.ytimg.com/vi/s/oar.jpg", 405, 720))));
    assertThat(items.get(2))
        .isEqualTo(
            new PlaylistItem(
                "PLplaylist",
                "Cameras",
                "16 videos",
                Count.exactly(16),
                "first000001",
                List.of(new Thumbnail("https://i.ytimg.com/vi/p/hq.jpg", null, null))));
    VideoItem live = (VideoItem) items.get(3);
    assertThat(live.live()).isTrue();
    assertThat(live.viewCount()).isNull();
    assertThat(live.durationSeconds()).isNull();
    assertThat(items.get(4))
        .isEqualTo(
            new ShortItem(
                "reel0000001", "Reel", "2.5M views", new Count(2_500_000, false), List.of()));
    assertThat(items.get(5))
        .isEqualTo(
            new PlaylistItem("PLold", "Old playlist", "7 videos", Count.exactly(7), "", List.of()));
  }

  @Test
  void lockupVideosTabOfARecordedChannel() {
    ContentPage page =
        ChannelContentParser.parse(
            RecordedExchange.load("channeltab/videos/03-browse.json").json());
    assertThat(page.items()).hasSize(30).allMatch(i -> i instanceof VideoItem);
    assertThat(page.items().get(0))
        .isInstanceOfSatisfying(
            VideoItem.class,
            v -> {
              assertThat(v.videoId()).isEqualTo("BD-LB23rRBE");
              assertThat(v.title())
                  .isEqualTo(
                      "Expert Panel III: Global Perspectives on Open Heritage and Diversity, Inclusion, and Sustainability");
              assertThat(v.viewCount()).isEqualTo(Count.exactly(28L));
              assertThat(v.publishedTimeText()).isEqualTo("13 days ago");
              assertThat(v.durationText()).isEqualTo("1:07:34");
              assertThat(v.durationSeconds()).isEqualTo(4054L);
              assertThat(v.thumbnails()).hasSize(4);
            });
    assertThat(page.items().get(1))
        .isInstanceOfSatisfying(
            VideoItem.class,
            v -> {
              assertThat(v.videoId()).isEqualTo("ea1MAxH0KJc");
              assertThat(v.viewCount()).isEqualTo(Count.exactly(27L));
              assertThat(v.durationSeconds()).isEqualTo(2032L);
            });
    assertThat(page.sorts())
        .extracting(SortOption::title, SortOption::selected)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("Latest", true),
            org.assertj.core.groups.Tuple.tuple("Popular", false),
            org.assertj.core.groups.Tuple.tuple("Oldest", false));
    assertThat(page.sorts()).allSatisfy(s -> assertThat(s.continuation()).startsWith("4qmFsg"));
    assertThat(page.continuation()).startsWith("4qmFsg");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      channeltab/videos/04-browse.json                       | 30 | VideoItem    | true
      channeltab/shorts/02-browse.json                       | 48 | ShortItem    | true
      channeltab/shorts/03-browse.json                       | 48 | ShortItem    | true
      channeltab/playlists/03-browse.json                    | 30 | PlaylistItem | true
      channeltab/playlists/04-browse.json                    | 30 | PlaylistItem | true
      channel/kurzgesagtadditional/getpageinnew/01-browse.json | 30 | VideoItem  | true
      channeltab/agerestrictedtabsvideos/04-browse.json      | 100 | VideoItem   | true
      playlist/timelesspophits/04-browse.json                | 100 | VideoItem   | false
      playlist/learningplaylist/03-browse.json               | 49 | VideoItem    | false
      """)
  void recordedPagesHaveTheirItems(String file, int count, String kind, boolean more) {
    ContentPage page = ChannelContentParser.parse(RecordedExchange.load(file).json());
    assertThat(page.skipped()).isEmpty();
    assertThat(page.items())
        .hasSize(count)
        .allMatch(i -> i.getClass().getSimpleName().equals(kind));
    assertThat(page.continuation().isEmpty()).isEqualTo(!more);
    page.items()
        .forEach(
            item -> {
              switch (item) {
                case VideoItem v -> {
                  assertThat(v.videoId()).hasSize(11);
                  assertThat(v.title()).isNotEmpty();
                  assertThat(v.durationSeconds()).isNotNull();
                }
                case ShortItem s -> {
                  assertThat(s.videoId()).hasSize(11);
                  assertThat(s.viewCount()).isNotNull();
                  assertThat(s.thumbnails()).isNotEmpty();
                }
                case PlaylistItem p -> {
                  assertThat(p.playlistId()).startsWith("PL");
                  assertThat(p.videoCount()).isNotNull();
                }
              }
            });
  }

  /**
   * The corpus once told a Short by its listed thumbnail (the vertical "oar" frame); now by the
   * typed entry. On every recorded listing both say the same.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "channeltab/videos/04-browse.json",
        "channeltab/shorts/02-browse.json",
        "channeltab/shorts/03-browse.json",
        "channel/kurzgesagtadditional/getpageinnew/01-browse.json",
        "channeltab/agerestrictedtabsvideos/04-browse.json"
      })
  void aListedShortIsTheEntryWithTheVerticalFrame(String file) {
    ContentPage page = ChannelContentParser.parse(RecordedExchange.load(file).json());
    Pattern oar = Pattern.compile("/vi(_webp)?/[^/]+/oar[^/?]*(\\?|$)");
    assertThat(VideosSeen.listed("UC1", page.items()).videos())
        .isNotEmpty()
        .allSatisfy(
            v ->
                assertThat(oar.matcher(v.thumbnailUrl()).find())
                    .as(v.thumbnailUrl())
                    .isEqualTo(v.listedAsShort()));
  }

  @Test
  void shortsTabValuesAndChips() {
    ContentPage page =
        ChannelContentParser.parse(
            RecordedExchange.load("channeltab/shorts/02-browse.json").json());
    assertThat(page.items().get(0))
        .isEqualTo(
            new ShortItem(
                "l-X5WbDSH2o",
                "Packing lunch for my special roommate",
                "895k views",
                new Count(895_000, false),
                ((ShortItem) page.items().get(0)).thumbnails()));
    assertThat(page.sorts())
        .extracting(SortOption::title)
        .containsExactly("Latest", "Popular", "Oldest");
    assertThat(page.sorts().get(0).selected()).isTrue();
    assertThat(page.sorts()).allSatisfy(s -> assertThat(s.continuation()).isNotEmpty());
  }

  @Test
  void playlistsTabValuesAndSortMenu() {
    ContentPage page =
        ChannelContentParser.parse(
            RecordedExchange.load("channeltab/playlists/03-browse.json").json());
    assertThat(page.items().get(0))
        .isInstanceOfSatisfying(
            PlaylistItem.class,
            p -> {
              assertThat(p.playlistId()).isEqualTo("PLvOlSehNtuHtAlWfU05ycHQdkSoE0rR20");
              assertThat(p.title()).isEqualTo("uTimer Project");
              assertThat(p.videoCount()).isEqualTo(Count.exactly(2L));
              assertThat(p.firstVideoId()).isEqualTo("YCvDl0oXOSY");
            });
    // The playlists sort menu leads to browse params, not to a continuation.
    assertThat(page.sorts())
        .extracting(SortOption::title, SortOption::browseParams)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "Date added (newest)", "EglwbGF5bGlzdHMYAyABMAHyBgQKAkIA"),
            org.assertj.core.groups.Tuple.tuple(
                "Last video added", "EglwbGF5bGlzdHMYBCABMAHyBgQKAkIA"));
    ContentPage next =
        ChannelContentParser.parse(
            RecordedExchange.load("channeltab/playlists/04-browse.json").json());
    assertThat(((PlaylistItem) next.items().get(0)).title()).isEqualTo("Cameras");
    assertThat(((PlaylistItem) next.items().get(0)).videoCount()).isEqualTo(Count.exactly(16L));
  }

  @Test
  void playlistPages() {
    PlaylistPage first =
        PlaylistPageParser.parse(
            RecordedExchange.load("playlist/learningplaylist/02-browse.json").json());
    assertThat(first.available()).isTrue();
    assertThat(first.header().title()).isEqualTo("Anatomy & Physiology");
    assertThat(first.header().videoCount()).isEqualTo(Count.exactly(49L));
    assertThat(first.header().viewCount()).isEqualTo(Count.exactly(32_026_719L));
    assertThat(first.header().lastUpdatedText()).isEqualTo("Last updated on 15 Jul 2022");
    assertThat(first.content().items()).isEmpty();

    PlaylistPage top =
        PlaylistPageParser.parse(
            RecordedExchange.load("playlist/continuationss/02-browse.json").json());
    assertThat(top.header().playlistId()).isEqualTo("PLoumn5BIsUDeGF1vy5Nylf_RJKn5aL_nr");
    assertThat(top.header().videoCount()).isEqualTo(Count.exactly(150L));
    assertThat(top.header().viewCount()).isEqualTo(Count.exactly(143_206L));
    assertThat(top.header().ownerName()).isEqualTo("Redlist - Chart Playlists");

    PlaylistPage videos =
        PlaylistPageParser.parse(
            RecordedExchange.load("playlist/learningplaylist/03-browse.json").json());
    VideoItem v = (VideoItem) videos.content().items().get(0);
    assertThat(v.videoId()).isEqualTo("pVkUCrgQCCc");
    assertThat(v.title()).isEqualTo("Crash Course Anatomy & Physiology Preview");
    assertThat(v.durationSeconds()).isEqualTo(113L);
    assertThat(v.viewCountText()).isEqualTo("2.6m views");
    assertThat(v.viewCount()).isEqualTo(new Count(2_600_000L, false));
    assertThat(v.publishedTimeText()).isEqualTo("11 years ago");

    PlaylistPage uploads =
        PlaylistPageParser.parse(
            RecordedExchange.load("channeltab/agerestrictedtabsvideos/03-browse.json").json());
    assertThat(uploads.header().playlistId()).isEqualTo("UULFbfnHqxXs_K3kvaH-WlNlig");
    assertThat(uploads.header().videoCount()).isEqualTo(Count.exactly(150L));
    assertThat(uploads.header().viewCount()).isEqualTo(Count.exactly(38L));
    assertThat(uploads.header().ownerName()).isEqualTo("Laphroaig Whisky");
    assertThat(uploads.header().ownerChannelId()).isEqualTo("UCbfnHqxXs_K3kvaH-WlNlig");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      playlist/notavailable/02-browse.json               | This playlist type is unviewable.
      channeltab/agerestrictedtabsshorts/03-browse.json  | The playlist does not exist.
      """)
  void unavailablePlaylists(String file, String reason) {
    PlaylistPage page = PlaylistPageParser.parse(RecordedExchange.load(file).json());
    assertThat(page.available()).isFalse();
    assertThat(page.unavailableReason()).isEqualTo(reason);
    assertThat(page.content().items()).isEmpty();
  }
}
