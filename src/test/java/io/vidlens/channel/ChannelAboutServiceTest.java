package io.vidlens.channel;

import static io.vidlens.channel.Pages.ID;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.model.ChannelId;
import io.vidlens.model.Image;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.testing.FakePlatform;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Get About on hand-written answers: page plus panel, page alone, age gate, missing channel. */
class ChannelAboutServiceTest {

  static final ChannelId CHANNEL = new ChannelId(ID);

  final FakePlatform platform = new FakePlatform();
  final ChannelAboutService service = new ChannelAboutService(platform.channels());

  static JsonNode panel(String channelId) {
    return FakePlatform.json(
        """
        {'onResponseReceivedEndpoints': [{'appendContinuationItemsAction': {'continuationItems': [{'aboutChannelRenderer': {'metadata': {'aboutChannelViewModel': {
          'description': 'About text', 'country': 'Germany', 'subscriberCountText': '1.2M subscribers', 'viewCountText': '123,456,789 views',
          'joinedDateText': {'content': 'Joined 9 Jul 2013'}, 'videoCountText': '1,234 videos', 'channelId': 'CHANNEL',
          'links': [{'channelExternalLinkViewModel': {'title': {'content': 'Shop'}, 'link': {'content': 'shop.example.com'}}}]}}}}]}}]}
        """
            .replace("CHANNEL", channelId));
  }

  @Test
  void pageAndPanelTogether() {
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(List.of()))
        .continuation("ABOUT", panel(ID));
    AboutAnswer about = service.about(CHANNEL);
    assertThat(about.channelId()).isEqualTo(ID);
    assertThat(about.title()).isEqualTo("Chan");
    assertThat(about.handle()).isEqualTo("@chan");
    assertThat(about.description()).isEqualTo("Full description");
    assertThat(about.channelUrl()).isEqualTo("https://www.youtube.com/channel/" + ID);
    assertThat(about.subscriberCount()).isEqualTo(1_200_000L);
    assertThat(about.subscriberCountText()).isEqualTo("1.2M subscribers");
    assertThat(about.videoCount()).isEqualTo(1234L);
    assertThat(about.videoCountText()).isEqualTo("1,234 videos");
    assertThat(about.viewCount()).isEqualTo(123_456_789L);
    assertThat(about.viewCountText()).isEqualTo("123,456,789 views");
    assertThat(about.joinedDate()).isEqualTo("2013-07-09");
    assertThat(about.country()).isEqualTo("Germany");
    assertThat(about.links())
        .containsExactly(new AboutAnswer.Link("Shop", "https://shop.example.com"));
    assertThat(about.thumbnail())
        .containsExactly(new Image("https://yt3.googleusercontent.com/a=s72", 72, 72));
    assertThat(about.banner()).isEmpty();
    assertThat(about.keywords()).containsExactly("one", "two");
    assertThat(about.isFamilySafe()).isTrue();
    assertThat(about.isVerified()).isFalse();
    assertThat(about.isAgeRestricted()).isFalse();
  }

  @Test
  void withoutThePanelThePanelOnlyFieldsAreEmpty() {
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        Pages.videosTab(List.of())); // the panel is not answered: NO_RECORDING
    AboutAnswer about = service.about(CHANNEL);
    assertThat(about.subscriberCount()).isEqualTo(1_200_000L);
    assertThat(about.viewCount()).isNull();
    assertThat(about.viewCountText()).isEmpty();
    assertThat(about.joinedDate()).isNull();
    assertThat(about.country()).isNull();
    assertThat(about.links()).isEmpty();
    assertThat(platform.asked()).contains("continuation ABOUT");
  }

  @Test
  void aRefusedPanelTokenOrAPanelOfAnotherChannelIsLeftOut() {
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(List.of()))
        .continuationFails("ABOUT", new PlatformException.InvalidContinuation());
    assertThat(service.about(CHANNEL).joinedDate()).isNull();
    platform.continuation("ABOUT", panel("UC9999999999999999999999"));
    assertThat(service.about(CHANNEL).country()).isNull();
  }

  @Test
  void throttlingWhileReadingThePanelFailsTheWholeAnswer() {
    platform
        .browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.videosTab(List.of()))
        .continuationFails(
            "ABOUT", new PlatformException.Unavailable(UpstreamFault.THROTTLED, "throttled", 120));
    assertThatThrownBy(() -> service.about(CHANNEL))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> assertThat(e.retryAfterSeconds()).isEqualTo(120L));
  }

  @Test
  void ageRestrictedChannelShowsOnlyNameAndAvatar() {
    platform.browse(ID, ChannelTab.VIDEOS.browseTab().params(), Pages.ageGate());
    AboutAnswer about = service.about(CHANNEL);
    assertThat(about.isAgeRestricted()).isTrue();
    assertThat(about.channelId()).isEqualTo(ID);
    assertThat(about.title()).isEqualTo("Whisky");
    assertThat(about.thumbnail()).hasSize(1);
    assertThat(about.subscriberCount()).isNull();
    assertThat(about.isVerified()).isNull();
    assertThat(about.isFamilySafe()).isNull();
    assertThat(platform.asked()).hasSize(1);
  }

  @Test
  void terminatedChannelIsNotFound() {
    platform.browse(
        ID,
        ChannelTab.VIDEOS.browseTab().params(),
        FakePlatform.json(
            "{'alerts': [{'alertRenderer': {'type': 'ERROR', 'text': {'simpleText': 'This account has been terminated.'}}}]}"));
    assertThatThrownBy(() -> service.about(CHANNEL))
        .isInstanceOfSatisfying(
            PlatformException.NotFound.class, e -> assertThat(e.details()).contains("terminated"));
  }
}
