package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.Captions;
import io.vidlens.model.Count;
import io.vidlens.model.PlayerResponse;
import io.vidlens.model.ReelOverlay;
import io.vidlens.model.ReelSound;
import io.vidlens.model.Thumbnail;
import org.junit.jupiter.api.Test;

/** The Shorts overlay on hand-written fixtures in the two documented shapes (not recorded). */
class ReelOverlayParserTest {

  private static final String RENDERERS =
      """
      {'overlay': {'reelPlayerOverlayRenderer': {
         'likeButton': {'likeButtonRenderer': {'target': {'videoId': 'abcdefghijk'}, 'likeStatus': 'INDIFFERENT',
           'likesAllowed': true, 'likeCount': 2772, 'likeCountText': {'runs': [{'text': '2.7K'}]}}},
         'reelPlayerHeaderSupportedRenderers': {'reelPlayerHeaderRenderer': {
           'reelTitleText': {'runs': [{'text': 'Custom PC '}, {'text': '#shorts'}]},
           'timestampText': {'simpleText': '15 hours ago'},
           'channelTitleText': {'runs': [{'text': 'Linus Tech Tips'}]},
           'channelNavigationEndpoint': {'browseEndpoint': {'browseId': 'UCXuqSBlHAE6Xw-yeJA0Tunw', 'canonicalBaseUrl': '/@LinusTechTips'}},
           'channelThumbnail': {'thumbnails': [{'url': 'https://yt3.test/s48', 'width': 48, 'height': 48}]}}},
         'viewCommentsButton': {'buttonRenderer': {'text': {'simpleText': '1.2K'},
           'accessibility': {'label': 'View 1,234 comments'}}},
         'pivotButton': {'pivotButtonRenderer': {'soundAttributionTitle': {'runs': [{'text': 'Golden Brown'}]},
           'thumbnail': {'thumbnails': [{'url': 'https://i.ytimg.test/sound.jpg', 'width': 48, 'height': 48}]},
           'onClickCommand': {'reelWatchEndpoint': {'videoId': 'SOUNDVIDEO1', 'playerParams': 'PP', 'params': 'P',
             'overlay': {'reelPlayerOverlayRenderer': {'reelPlayerHeaderSupportedRenderers': {'reelPlayerHeaderRenderer': {
               'channelTitleText': {'runs': [{'text': 'The Stranglers'}]},
               'channelNavigationEndpoint': {'browseEndpoint': {'browseId': 'UCstranglers0000000000000'}},
               'channelThumbnail': {'thumbnails': [{'url': 'https://yt3.test/band', 'width': 48, 'height': 48}]}}}}}}}}}}},
       'replacementEndpoint': {'reelWatchEndpoint': {'videoId': 'abcdefghijk', 'playerParams': 'OWN_PP', 'params': 'OWN_P'}}}
      """;

  @Test
  void readsTheRendererShape() {
    ReelOverlay o = ReelOverlayParser.parse(Fixtures.json(RENDERERS)).orElseThrow();

    assertThat(o.videoId()).isEqualTo("abcdefghijk");
    assertThat(o.likeStatus()).isEqualTo("INDIFFERENT");
    assertThat(o.likesAllowed()).isTrue();
    assertThat(o.likeCount()).isEqualTo(Count.exactly(2772L));
    assertThat(o.likeCountText()).isEqualTo("2.7K");
    assertThat(o.title()).isEqualTo("Custom PC #shorts");
    assertThat(o.titleRuns()).containsExactly("Custom PC ", "#shorts");
    assertThat(o.publishedTimeText()).isEqualTo("15 hours ago");
    assertThat(o.channelTitle()).isEqualTo("Linus Tech Tips");
    assertThat(o.channelId()).isEqualTo("UCXuqSBlHAE6Xw-yeJA0Tunw");
    assertThat(o.channelHandle()).isEqualTo("@LinusTechTips");
    assertThat(o.channelThumbnails())
        .extracting(Thumbnail::url)
        .containsExactly("https://yt3.test/s48");
    assertThat(o.commentCountText()).isEqualTo("1.2K");
    assertThat(o.commentCount()).isEqualTo(Count.exactly(1234L));
    assertThat(o.commentsDisabled()).isFalse();
    assertThat(o.playerParams()).isEqualTo("OWN_PP");
    assertThat(o.params()).isEqualTo("OWN_P");
    ReelSound sound = o.sound().orElseThrow();
    assertThat(sound.title()).isEqualTo("Golden Brown");
    assertThat(sound.videoId()).isEqualTo("SOUNDVIDEO1");
    assertThat(sound.playerParams()).isEqualTo("PP");
    assertThat(sound.params()).isEqualTo("P");
    assertThat(sound.continuation()).isEmpty();
    assertThat(sound.channelTitle()).isEqualTo("The Stranglers");
    assertThat(sound.channelId()).isEqualTo("UCstranglers0000000000000");
    assertThat(sound.channelAvatar()).isEqualTo("https://yt3.test/band");
    assertThat(sound.thumbnails()).hasSize(1);
  }

  @Test
  void readsTheViewModelShapeAndTakesOnlyExactCounts() {
    ReelOverlay o =
        ReelOverlayParser.parse(
                Fixtures.json(
                    """
        {'overlay': {'reelPlayerOverlayRenderer': {
           'reelPlayerHeaderSupportedRenderers': {'reelPlayerHeaderRenderer': {'timestampText': {'simpleText': '2 days ago'}}},
           'playerOverlay': {'reelPlayerOverlayViewModel': {
             'metapanel': {'reelMetapanelViewModel': {'metadataItems': [
               {'reelChannelBarViewModel': {
                 'channelName': {'content': '@LinusTechTips', 'commandRuns': [{'onTap': {'innertubeCommand': {
                   'browseEndpoint': {'browseId': 'UCXuqSBlHAE6Xw-yeJA0Tunw', 'canonicalBaseUrl': '/@LinusTechTips'}}}}]},
                 'decoratedAvatarViewModel': {'decoratedAvatarViewModel': {'avatar': {'avatarViewModel': {'image': {
                   'sources': [{'url': 'https://yt3.test/avatar', 'width': 48, 'height': 48}]}}}}}}},
               {'shortsVideoTitleViewModel': {'text': {'content': 'Steam Frame Wireless'}}}]}},
             'actionBar': {'reelActionBarViewModel': {'buttonViewModels': [
               {'likeButtonViewModel': {'toggleButtonViewModel': {'toggleButtonViewModel': {
                 'defaultButtonViewModel': {'buttonViewModel': {'iconName': 'EMPTY_HEART', 'title': '2.7K'}},
                 'toggledButtonViewModel': {'buttonViewModel': {'title': '2.7K', 'accessibilityText': '2,747 likes'}}}}}},
               {'buttonViewModel': {'iconName': 'SHORTS_COMMENT', 'title': '62', 'accessibilityText': 'View 62 comments'}},
               {'pivotButtonViewModel': {'soundAttributionTitle': {'content': 'Original sound - @LinusTechTips'}}}]}}}}}}}
        """))
            .orElseThrow();

    assertThat(o.title()).isEqualTo("Steam Frame Wireless");
    assertThat(o.titleRuns()).containsExactly("Steam Frame Wireless");
    assertThat(o.channelId()).isEqualTo("UCXuqSBlHAE6Xw-yeJA0Tunw");
    assertThat(o.channelHandle()).isEqualTo("@LinusTechTips");
    assertThat(o.channelThumbnails())
        .extracting(Thumbnail::url)
        .containsExactly("https://yt3.test/avatar");
    assertThat(o.likeCountText()).isEqualTo("2.7K");
    assertThat(o.likeCount())
        .as("the toggled state counts the viewer's like: only the rounded title is read")
        .isEqualTo(new Count(2_700, false));
    assertThat(o.commentCount()).isEqualTo(Count.exactly(62L));
    assertThat(o.publishedTimeText()).isEqualTo("2 days ago");
    assertThat(o.sound()).as("the short's own audio is no attribution").isEmpty();
    assertThat(o.likeStatus()).isEmpty();
  }

  @Test
  void noOverlayAndAnEmptyOne() {
    assertThat(ReelOverlayParser.parse(Fixtures.json("{'responseContext': {}}"))).isEmpty();
    ReelOverlay empty =
        ReelOverlayParser.parse(Fixtures.json("{'overlay': {'reelPlayerOverlayRenderer': {}}}"))
            .orElseThrow();
    assertThat(empty.likeCount()).isNull();
    assertThat(empty.likesAllowed()).isNull();
    assertThat(empty.commentsDisabled()).isNull();
    assertThat(empty.title()).isEmpty();
    assertThat(empty.sound()).isEmpty();
  }

  @Test
  void theDefaultCaptionTrackIsKept() {
    PlayerResponse player =
        PlayerParser.parse(
            Fixtures.json(
                """
        {'playabilityStatus': {'status': 'OK'}, 'captions': {'playerCaptionsTracklistRenderer': {
           'captionTracks': [
             {'baseUrl': 'https://www.youtube.com/api/timedtext?v=abcdefghijk&lang=ar', 'languageCode': 'ar', 'vssId': '.ar', 'name': {'simpleText': 'Arabic'}},
             {'baseUrl': '', 'languageCode': 'xx'},
             {'baseUrl': 'https://www.youtube.com/api/timedtext?v=abcdefghijk&lang=en', 'languageCode': 'en', 'vssId': '.en', 'name': {'simpleText': 'English'}}],
           'audioTracks': [{'captionTrackIndices': [0, 2], 'defaultCaptionTrackIndex': 2}],
           'defaultAudioTrackIndex': 0}}}
        """));
    assertThat(player.captions().tracks()).hasSize(2);
    assertThat(player.captions().defaultTrack().orElseThrow().languageCode()).isEqualTo("en");
    assertThat(Captions.none().defaultTrack()).isEmpty();
  }
}
