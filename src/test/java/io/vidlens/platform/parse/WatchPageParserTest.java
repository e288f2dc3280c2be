package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Count;
import io.vidlens.model.SortOption;
import io.vidlens.model.WatchPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WatchPageParserTest {

  private static final String FIXTURE =
      """
      {'currentVideoEndpoint': {'watchEndpoint': {'videoId': 'abcdefghijk'}},
       'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': [
         {'videoPrimaryInfoRenderer': {'title': {'runs': [{'text': 'A video'}]},
           'viewCount': {'videoViewCountRenderer': {'viewCount': {'simpleText': '1,234,567 views'}, 'shortViewCount': {'simpleText': '1.2M views'}}},
           'dateText': {'simpleText': '9 Jul 2015'}, 'relativeDateText': {'simpleText': '10 years ago'},
           'videoActions': {'menuRenderer': {'topLevelButtons': [{'segmentedLikeDislikeButtonViewModel': {'likeButtonViewModel': {'likeButtonViewModel': {
             'toggleButtonViewModel': {'toggleButtonViewModel': {'defaultButtonViewModel': {'buttonViewModel': {
               'title': '31K', 'accessibilityText': 'like this video along with 31,009 other people'}}}}}}}}]}}}},
         {'videoSecondaryInfoRenderer': {'owner': {'videoOwnerRenderer': {
           'title': {'runs': [{'text': 'Owner'}]}, 'subscriberCountText': {'simpleText': '2.5M subscribers'},
           'navigationEndpoint': {'browseEndpoint': {'browseId': 'UC0123456789012345678901', 'canonicalBaseUrl': '/@owner'}},
           'thumbnail': {'thumbnails': [{'url': 'https://yt3.ggpht.com/a=s48', 'width': 48, 'height': 48}]},
           'badges': [{'metadataBadgeRenderer': {'style': 'BADGE_STYLE_TYPE_VERIFIED'}}]}}}},
         {'itemSectionRenderer': {'sectionIdentifier': 'comment-item-section', 'contents': [
           {'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'SECTION_TOKEN'}}}}]}}]}}}},
       'engagementPanels': [
         {'engagementPanelSectionListRenderer': {'panelIdentifier': 'engagement-panel-comments-section',
           'header': {'engagementPanelTitleHeaderRenderer': {'contextualInfo': {'runs': [{'text': '99K'}]},
             'menu': {'sortFilterSubMenuRenderer': {'subMenuItems': [
               {'title': 'Top', 'selected': true, 'serviceEndpoint': {'continuationCommand': {'token': 'TOP'}}},
               {'title': 'Newest', 'selected': false, 'serviceEndpoint': {'continuationCommand': {'token': 'NEWEST'}}}]}}}},
           'content': {'sectionListRenderer': {'contents': [{'itemSectionRenderer': {'contents': [
             {'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'PANEL_TOKEN'}}}}]}}]}}}},
         {'engagementPanelSectionListRenderer': {'panelIdentifier': 'engagement-panel-searchable-transcript',
           'content': {'continuationItemRenderer': {'continuationEndpoint': {'getTranscriptEndpoint': {'params': 'TRANSCRIPT'}}}}}}]}
      """;

  @Test
  void readsEngagementAndEntryPointsFromFixture() {
    WatchPage page = WatchPageParser.parse(Fixtures.json(FIXTURE));

    assertThat(page.videoId()).isEqualTo("abcdefghijk");
    assertThat(page.title()).isEqualTo("A video");
    assertThat(page.viewCount()).isEqualTo(Count.exactly(1_234_567L));
    assertThat(page.live()).isFalse();
    assertThat(page.likeCountText()).isEqualTo("31K");
    assertThat(page.likeCount())
        .as("the accessibility text counts exactly")
        .isEqualTo(new Count(31_009L, true));
    assertThat(page.commentCountText()).isEqualTo("99K");
    assertThat(page.commentCount()).isEqualTo(new Count(99_000L, false));
    assertThat(page.commentCountFigure()).isEqualTo("99K");
    assertThat(page.commentsContinuation()).isEqualTo("SECTION_TOKEN");
    assertThat(page.commentSorts())
        .containsExactly(
            new SortOption("Top", true, "TOP", ""), new SortOption("Newest", false, "NEWEST", ""));
    assertThat(page.transcriptParams()).isEqualTo("TRANSCRIPT");
    assertThat(page.commentsDisabled()).isFalse();
    assertThat(page.dateText()).isEqualTo("9 Jul 2015");
    var owner = page.owner().orElseThrow();
    assertThat(owner.channelId()).isEqualTo("UC0123456789012345678901");
    assertThat(owner.handle()).isEqualTo("@owner");
    assertThat(owner.subscriberCount()).isEqualTo(new Count(2_500_000L, false));
    assertThat(owner.verified()).isTrue();
    assertThat(owner.artist()).isFalse();
  }

  @Test
  void likeFallsBackToRoundedTitleAndMissingPartsStayEmpty() {
    WatchPage page =
        WatchPageParser.parse(
            Fixtures.json(
                """
        {'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': [
          {'videoPrimaryInfoRenderer': {'videoActions': {'menuRenderer': {'topLevelButtons': [
            {'segmentedLikeDislikeButtonViewModel': {'likeButtonViewModel': {'likeButtonViewModel': {'toggleButtonViewModel': {
              'toggleButtonViewModel': {'defaultButtonViewModel': {'buttonViewModel': {'title': '4.9M', 'accessibilityText': 'I like this'}}}}}}}}]}}}}]}}}}}
        """));
    assertThat(page.likeCount()).isEqualTo(new Count(4_900_000L, false));
    assertThat(page.viewCount()).isNull();
    assertThat(page.commentsContinuation()).isEmpty();
    assertThat(page.transcriptParams()).isEmpty();
    assertThat(page.owner()).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      streamdefault/cclicensed/08-next.json          | M4gD1WSo5mA | 12,916 views        | 12916     | 72      | ''   | 23.2k subscribers | 23200     | @BKCHarvard        | true
      streamdefault/audiotracklanguage/08-next.json  | kX3nB4PpJko | 248,861,230 views   | 248861230 | 4961170 | 99k  | 497m subscribers  | 497000000 | @MrBeast           | true
      streamdefault/audiotracktypes/08-next.json     | Kn56bMZ9OE8 | 1,550,867 views     | 1550867   | 77322   | 2k   | 6.71m subscribers | 6710000   | @TomScottGo        | true
      streamdefault/descriptionunboxing/08-next.json | cV5TjZCJkuA | 22,111,847 views    | 22111847  | 348977  | 28k  | 25.4m subscribers | 25400000  | @unboxtherapy      | true
      streamdefault/publicbroadcaster/08-next.json   | cJ9to6EmElQ | 70,500 views        | 70500     | 1598    | 192  | 4.89m subscribers | 4890000   | @arte              | true
      streamdefault/unlisted/08-next.json            | tjz2u2DiveM | 142,650 views       | 142650    | 1697    | 7    | 1.15k subscribers | 1150      | @jonytube131       | true
      streamrelatedmix/08-next.json                  | K4DyBUG242c | 559,590,608 views   | 559590608 | 7666576 | 302k | 34.3m subscribers | 34300000  | @NoCopyrightSounds | true
      streamunlisted/08-next.json                    | udsB8KnIJTg | 2,232 views         | 2232      | 141     | 15   | 28.2k subscribers | 28200     | @HookedMagazinDE   | true
      comments/pinned/02-next.json                   | bjFtFMilb34 | 1,055,622 views     | 1055622   | 16805   | 5.1k | 2.18m subscribers | 2180000   | @lemondefr         | true
      comments/likesvotes/02-next.json               | QqsLTNkzvaY | 18,567,581 views    | 18567581  | 469694  | 19k  | 25m subscribers   | 25000000  | @kurzgesagt        | true
      comments/thomas/02-next.json                   | D00Au7k3i6o | 228 views           | 228       | 5       | 7    | 40 subscribers    | 40        | @marcodude5        | false
      comments/editedcomment/01-next.json            | VsFjP58j5i8 | 6,186,745 views     | 6186745   | 70261   | 2.1k | 396k subscribers  | 396000    | @kaavish           | false
      """)
  void readsRecordedWatchPages(
      String file,
      String id,
      String viewText,
      long views,
      long likes,
      String comments,
      String subscribersText,
      long subscribers,
      String handle,
      boolean hasTranscript) {
    WatchPage page = WatchPageParser.parse(RecordedExchange.load(file).json());

    assertThat(page.videoId()).isEqualTo(id);
    assertThat(page.viewCountText()).isEqualTo(viewText);
    assertThat(page.viewCount()).isEqualTo(Count.exactly(views));
    assertThat(page.likeCount()).isEqualTo(new Count(likes, true));
    assertThat(page.commentCountText()).isEqualTo(comments);
    assertThat(page.transcriptParams().isEmpty()).isEqualTo(!hasTranscript);
    var owner = page.owner().orElseThrow();
    assertThat(owner.subscriberCountText()).isEqualTo(subscribersText);
    assertThat(owner.subscriberCount())
        .isEqualTo(new Count(subscribers, !subscribersText.matches(".*\\d[km] .*")));
    assertThat(owner.handle()).isEqualTo(handle);
    assertThat(owner.channelId()).startsWith("UC").hasSize(24);
    if (!comments.isEmpty()) {
      assertThat(page.commentsContinuation()).isNotEmpty();
      assertThat(page.commentSorts())
          .extracting(SortOption::title)
          .containsExactly("Top", "Newest");
      assertThat(page.commentSorts()).allSatisfy(s -> assertThat(s.continuation()).isNotEmpty());
    }
  }

  @Test
  void commentsTurnedOff() {
    WatchPage page =
        WatchPageParser.parse(
            RecordedExchange.load("streamdefault/cclicensed/08-next.json").json());
    assertThat(page.commentsDisabled()).isTrue();
    assertThat(page.commentsMessage()).startsWith("Comments are turned off.");
    assertThat(page.commentsContinuation()).isEmpty();
    assertThat(page.dateText()).isEqualTo("28 Jan 2015");
  }

  @Test
  void liveStreamCountsWatchersNotViews() {
    WatchPage page =
        WatchPageParser.parse(RecordedExchange.load("streamlivestream/08-next.json").json());
    assertThat(page.live()).isTrue();
    assertThat(page.viewCount()).isNull();
    assertThat(page.concurrentViewers()).isEqualTo(Count.exactly(10_226L));
    assertThat(page.viewCountText()).isEqualTo("10,226 watching now");
    assertThat(page.likeCount()).isEqualTo(new Count(5366L, true));
    assertThat(page.owner().orElseThrow().artist()).isTrue();
  }

  @Test
  void collaborationOwnerIsTheFirstChannel() {
    WatchPage page =
        WatchPageParser.parse(RecordedExchange.load("streamcollaborators/08-next.json").json());
    var owner = page.owner().orElseThrow();
    assertThat(owner.title()).isEqualTo("CrunchLabs and Mark Rober");
    assertThat(owner.channelId()).isEqualTo("UC513PdAP2-jWkJunTh5kXRw");
    assertThat(owner.handle()).isEqualTo("@CrunchLabs");
    assertThat(owner.thumbnails())
        .as("the avatar stack states no size; the URL's =s88 does")
        .isNotEmpty()
        .allSatisfy(
            t -> {
              assertThat(t.url()).contains("=s88");
              assertThat(t.width()).isEqualTo(88);
              assertThat(t.height()).isEqualTo(88);
            });
    assertThat(page.likeCount()).isEqualTo(new Count(31_009L, true));
    assertThat(page.commentCountText()).isEqualTo("365");
    assertThat(page.commentCount()).isEqualTo(new Count(365L, true));
  }

  @Test
  void pageWithoutPrimaryInfoStillGivesTheEntryPoints() {
    WatchPage page =
        WatchPageParser.parse(
            RecordedExchange.load("streamdefault/novisualmetadatavideo/08-next.json").json());
    assertThat(page.videoId()).isEqualTo("An8vtD1FDqs");
    assertThat(page.title()).isEmpty();
    assertThat(page.viewCount()).isNull();
    assertThat(page.likeCount()).isNull();
    assertThat(page.owner()).isEmpty();
    assertThat(page.transcriptParams()).isNotEmpty();
  }

  @Test
  void readsTheInformationPanelsUnderThePlayer() {
    WatchPage page =
        WatchPageParser.parse(
            Fixtures.json(
                """
                {'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': [
                  {'itemSectionRenderer': {'contents': [{'infoPanelContentRenderer': {'paragraphs': [
                    {'runs': [{'text': 'Example is a public broadcast service.'}]}]}}]}}]}}}}}
                """));
    assertThat(page.infoPanels()).containsExactly("Example is a public broadcast service.");
    assertThat(page.broadcasterNotice()).isEqualTo("Example is a public broadcast service.");
    assertThat(WatchPageParser.parse(Fixtures.json(FIXTURE)).infoPanels()).isEmpty();
    assertThat(WatchPageParser.parse(Fixtures.json(FIXTURE)).broadcasterNotice()).isEmpty();
  }

  @Test
  void aPanelOnAnotherSubjectIsNoBroadcastersNotice() {
    WatchPage page =
        WatchPageParser.parse(
            Fixtures.json(
                """
                {'contents': {'twoColumnWatchNextResults': {'results': {'results': {'contents': [
                  {'itemSectionRenderer': {'contents': [{'infoPanelContentRenderer': {'paragraphs': [
                    {'runs': [{'text': 'COVID-19: get the latest information'}]}]}}]}}]}}}}}
                """));
    assertThat(page.infoPanels()).containsExactly("COVID-19: get the latest information");
    assertThat(page.broadcasterNotice()).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "streamdefault/publicbroadcaster/08-next.json|Arte is a French/German public broadcast service.",
        "streamdefault/streamsegmentsmailab/08-next.json|ZDF is a German public broadcast service."
      })
  void readsThePublicBroadcasterPanelOfRecordings(String file, String text) {
    WatchPage page = WatchPageParser.parse(RecordedExchange.load(file).json());
    assertThat(page.infoPanels()).containsExactly(text);
    assertThat(page.broadcasterNotice()).isEqualTo(text);
  }
}
