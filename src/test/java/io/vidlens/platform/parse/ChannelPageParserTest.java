package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.type;

import io.vidlens.model.AboutChannel;
import io.vidlens.model.ChannelInfo;
import io.vidlens.model.ChannelLink;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelTabLink;
import io.vidlens.model.Count;
import io.vidlens.model.RelativeTime;
import io.vidlens.model.ShortItem;
import io.vidlens.model.SortOption;
import io.vidlens.model.Thumbnail;
import io.vidlens.model.VideoItem;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChannelPageParserTest {

  @Test
  void pageHeaderViewModelFixture() {
    ChannelPage page =
        ChannelPageParser.parse(
            Fixtures.json(
                """
        {'header': {'pageHeaderRenderer': {'content': {'pageHeaderViewModel': {
           'title': {'dynamicTextViewModel': {'text': {'content': 'Chan', 'attachmentRuns': [{'element': {'type': {'imageType': {'image': {'sources': [{'clientResource': {'imageName': 'CHECK_CIRCLE_FILLED'}}]}}}}}]}}},
           'image': {'decoratedAvatarViewModel': {'avatar': {'avatarViewModel': {'image': {'sources': [{'url': 'https://yt3.googleusercontent.com/a=s72', 'width': 72, 'height': 72}]}}}}},
           'banner': {'imageBannerViewModel': {'image': {'sources': [{'url': 'https://yt3.googleusercontent.com/b=w1060', 'width': 1060, 'height': 175}]}}},
           'metadata': {'contentMetadataViewModel': {'metadataRows': [
             {'metadataParts': [{'text': {'content': '@chan'}}, {'text': {'content': 'she/her'}}]},
             {'metadataParts': [{'text': {'content': '1.2M subscribers'}, 'accessibilityLabel': '1.2 million subscribers'}, {'text': {'content': '1,234 videos'}}]}]}},
           'description': {'descriptionPreviewViewModel': {'description': {'content': 'Short'},
             'rendererContext': {'commandContext': {'onTap': {'innertubeCommand': {'showEngagementPanelEndpoint': {'engagementPanel': {
               'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'ABOUT'}}}}}}}}}}}}}}},
         'metadata': {'channelMetadataRenderer': {'title': 'Chan', 'description': 'Full description', 'externalId': 'UC0123456789012345678901',
           'keywords': 'one \\'two words\\' three', 'vanityChannelUrl': 'http://www.youtube.com/@chan', 'isFamilySafe': true,
           'channelUrl': 'https://www.youtube.com/channel/UC0123456789012345678901', 'rssUrl': 'https://www.youtube.com/feeds/videos.xml?channel_id=UC0123456789012345678901'}},
         'contents': {'twoColumnBrowseResultsRenderer': {'tabs': [
           {'tabRenderer': {'title': 'Home', 'endpoint': {'browseEndpoint': {'params': 'HOME'}}}},
           {'tabRenderer': {'title': 'Videos', 'selected': true, 'endpoint': {'browseEndpoint': {'params': 'VIDEOS'}},
             'content': {'richGridRenderer': {'contents': [
               {'richItemRenderer': {'content': {'videoRenderer': {'videoId': 'v1', 'title': {'runs': [{'text': 'Video 1'}]},
                 'viewCountText': {'simpleText': '1,000 views'}, 'publishedTimeText': {'simpleText': '1 day ago'}, 'lengthText': {'simpleText': '1:02:03'}}}}},
               {'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'MORE'}}}}]}}}}]}}}
        """
                    .replace("\\'", "\\\"")));

    assertThat(page)
        .asInstanceOf(type(ChannelPage.Found.class))
        .satisfies(
            found -> {
              ChannelInfo c = found.channel();
              assertThat(c.channelId()).isEqualTo("UC0123456789012345678901");
              assertThat(c.title()).isEqualTo("Chan");
              assertThat(c.handle()).isEqualTo("@chan");
              assertThat(c.pronouns()).containsExactly("she/her");
              assertThat(c.description()).isEqualTo("Full description");
              assertThat(c.keywords()).containsExactly("one", "two words", "three");
              assertThat(c.subscriberCount()).isEqualTo(new Count(1_200_000L, false));
              assertThat(c.videoCount()).isEqualTo(Count.exactly(1234L));
              assertThat(c.verified()).isTrue();
              assertThat(c.familySafe()).isTrue();
              assertThat(c.avatar())
                  .containsExactly(
                      new Thumbnail("https://yt3.googleusercontent.com/a=s72", 72, 72));
              assertThat(c.banner()).hasSize(1);
              assertThat(c.aboutContinuation()).isEqualTo("ABOUT");
              assertThat(c.tabs())
                  .extracting(ChannelTabLink::title)
                  .containsExactly("Home", "Videos");
              assertThat(found.content().items())
                  .singleElement()
                  .isEqualTo(
                      new VideoItem(
                          "v1",
                          "Video 1",
                          "1,000 views",
                          Count.exactly(1000),
                          "1 day ago",
                          new RelativeTime(1, ChronoUnit.DAYS),
                          "1:02:03",
                          3723L,
                          java.util.List.of(),
                          false,
                          false,
                          VideoItem.Access.PUBLIC,
                          false));
              assertThat(found.content().continuation()).isEqualTo("MORE");
            });
  }

  @Test
  void alertsAndErrorsAreTypedUnavailable() {
    assertThat(
            ChannelPageParser.parse(
                Fixtures.json(
                    """
        {'header': {'c4TabbedHeaderRenderer': {'channelId': 'UC0123456789012345678901'}},
         'alerts': [{'alertRenderer': {'type': 'ERROR', 'text': {'simpleText': 'This channel does not exist.'}}}]}
        """)))
        .isEqualTo(
            new ChannelPage.Unavailable(
                "UC0123456789012345678901",
                ChannelPage.Reason.NOT_FOUND,
                "This channel does not exist."));
    assertThat(
            ChannelPageParser.parse(
                Fixtures.json(
                    "{'error': {'code': 400, 'message': 'Request contains an invalid argument.', 'status': 'INVALID_ARGUMENT'}}")))
        .isEqualTo(
            new ChannelPage.Unavailable(
                "", ChannelPage.Reason.INVALID_ID, "Request contains an invalid argument."));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      channel/kurzgesagt/02-browse.json          | UCsXVk37bltHxD1rDPwtNM8Q | Kurzgesagt – In a Nutshell | @kurzgesagt         | 25m subscribers   | 25000000 | 337   | true  | 30
      channel/vsauce/03-browse.json              | UC6nSFpj9HTCZ5t-N3Rm3-HA | Vsauce                     | @Vsauce             | 24.6m subscribers | 24600000 | 636   | true  | 30
      channel/randomchannel/02-browse.json       | UCUaQMQS9lY5lit3vurpXQ6w | random channel             | @randomchannel1109  | 84 subscribers    | 84       | 1     | false | 1
      channel/channelwithpronouns/03-browse.json | UCEAXWzgcuF6XEiJcszhikQA | Shemp                      | @ShempOfficial      | 7.78k subscribers | 7780     | 135   | false | 30
      channellocalization/03-browse.json         | UCeY0bbntWzzVIaj2z3QigXg | NBC News                   | @NBCNews            | 11.7m subscribers | 11700000 | 89000 | true  | 30
      channellocalization/04-browse.json         | UCcmpeVbSSQlZRvHfdC-CRwg | 24 News HD                 | @24NewsHD           | 9.38m subscribers | 9380000  | 217000| true  | 30
      channellocalization/06-browse.json         | UCEOXxzW2vU0P-0THehuIIeg | Captain Disillusion        | @CaptainDisillusion | 2.52m subscribers | 2520000  | 116   | true  | 30
      channeltab/videos/03-browse.json           | UCTwECeGqMZee77BjdoYtI2Q | Creative Commons           | @creativecommons    | 8.84k subscribers | 8840     | 258   | false | 30
      channeltab/shorts/02-browse.json           | UCh8gHdtzO2tXd593_bjErWg | Doobydobap                 | @Doobydobap         | 4.32m subscribers | 4320000  | 466   | true  | 48
      channeltab/playlists/03-browse.json        | UC2DjFE7Xf11URZqWBigcVOQ | EEVblog                    | @EEVblog            | 988k subscribers  | 988000   | 2100  | true  | 30
      """)
  void recordedChannelHeaders(
      String file,
      String id,
      String title,
      String handle,
      String subscribersText,
      long subscribers,
      long videos,
      boolean verified,
      int items) {
    ChannelPage page = ChannelPageParser.parse(RecordedExchange.load(file).json());
    assertThat(page)
        .asInstanceOf(type(ChannelPage.Found.class))
        .satisfies(
            found -> {
              ChannelInfo c = found.channel();
              assertThat(c.channelId()).isEqualTo(id);
              assertThat(c.title()).isEqualTo(title);
              assertThat(c.handle()).isEqualTo(handle);
              assertThat(c.subscriberCountText()).isEqualTo(subscribersText);
              assertThat(c.subscriberCount())
                  .isEqualTo(new Count(subscribers, !subscribersText.matches(".*\\d[km] .*")));
              assertThat(c.videoCount()).extracting(Count::value).isEqualTo(videos);
              assertThat(c.verified()).isEqualTo(verified);
              assertThat(c.familySafe()).isTrue();
              assertThat(c.avatar()).isNotEmpty();
              assertThat(c.aboutContinuation()).startsWith("4qmFsgJgEhh");
              assertThat(c.rssUrl()).endsWith(id);
              assertThat(c.headerVariant()).isEqualTo("pageHeaderViewModel");
              assertThat(found.content().items()).hasSize(items);
              assertThat(found.content().skipped()).isEmpty();
            });
  }

  @Test
  void kurzgesagtDetails() {
    var found =
        (ChannelPage.Found)
            ChannelPageParser.parse(
                RecordedExchange.load("channel/kurzgesagt/02-browse.json").json());
    assertThat(found.channel().keywords())
        .containsExactly(
            "Science",
            "universe",
            "space",
            "black hole",
            "life",
            "virus",
            "climate",
            "history",
            "education",
            "evolution",
            "biology",
            "humanism");
    assertThat(found.channel().description())
        .startsWith(
            "Animation videos explaining things with optimistic nihilism since 12,013.\n\n");
    assertThat(found.channel().banner()).isNotEmpty();
    assertThat(found.channel().tabs())
        .extracting(ChannelTabLink::title)
        .containsExactly("Home", "Videos", "Shorts", "Playlists", "Posts", "Store", "Search");
    assertThat(found.content().sorts())
        .extracting(SortOption::title)
        .containsExactly("Latest", "Popular", "Oldest");
    VideoItem first = (VideoItem) found.content().items().get(1);
    assertThat(first)
        .isEqualTo(
            new VideoItem(
                "pHJIhxZEoxg",
                "Why Are There No Holes Around Trees?",
                "2,989,906 views",
                Count.exactly(2_989_906),
                "2 weeks ago",
                new RelativeTime(2, ChronoUnit.WEEKS),
                "11:21",
                681L,
                first.thumbnails(),
                false,
                false,
                VideoItem.Access.PUBLIC,
                false));
    assertThat(found.content().continuation()).isNotEmpty();
  }

  @Test
  void pronounsAreKeptApart() {
    var found =
        (ChannelPage.Found)
            ChannelPageParser.parse(
                RecordedExchange.load("channel/channelwithpronouns/03-browse.json").json());
    assertThat(found.channel().pronouns()).containsExactly("he/him/they/them");
    assertThat(found.channel().handle()).isEqualTo("@ShempOfficial");
  }

  @Test
  void carouselTopicChannel() {
    var found =
        (ChannelPage.Found)
            ChannelPageParser.parse(
                RecordedExchange.load("channel/carouselheader/02-browse.json").json());
    assertThat(found.channel().headerVariant()).isEqualTo("carouselHeaderRenderer");
    assertThat(found.channel().channelId()).isEqualTo("UCEgdi0XIXXZ-qJOFPf4JSKw");
    assertThat(found.channel().title()).isEqualTo("Sports");
    assertThat(found.channel().subscriberCount()).isEqualTo(new Count(74_400_000L, false));
    assertThat(found.channel().handle()).isEmpty();
    assertThat(found.channel().avatar().getFirst().url())
        .startsWith("https://yt3.googleusercontent.com/");
    assertThat(found.content().items()).isNotEmpty().allMatch(i -> i instanceof VideoItem);
  }

  @Test
  void interactiveTabbedGamingChannel() {
    var found =
        (ChannelPage.Found)
            ChannelPageParser.parse(
                RecordedExchange.load("channel/interactivetabbedheader/02-browse.json").json());
    assertThat(found.channel().headerVariant()).isEqualTo("interactiveTabbedHeaderRenderer");
    assertThat(found.channel().channelId()).isEqualTo("UCQvWX73GQygcwXOTSf_VDVg");
    assertThat(found.channel().title()).isEqualTo("Minecraft");
    assertThat(found.channel().description()).startsWith("Create anything you can imagine.");
    assertThat(found.channel().subscriberCount()).isNull();
    assertThat(found.channel().banner()).isNotEmpty();
    assertThat(found.content().items())
        .hasAtLeastOneElementOfType(VideoItem.class)
        .hasAtLeastOneElementOfType(ShortItem.class);
  }

  @Test
  void ageRestrictedChannel() {
    assertThat(
            ChannelPageParser.parse(
                RecordedExchange.load("channel/agerestrictedchannel/02-browse.json").json()))
        .asInstanceOf(type(ChannelPage.AgeRestricted.class))
        .satisfies(
            gate -> {
              assertThat(gate.title()).isEqualTo("Laphroaig Whisky");
              assertThat(gate.message()).isEqualTo("Sign in to view this channel");
              assertThat(gate.avatar()).isNotEmpty();
            });
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      channel/notavailable/02-browse.json | UCoaO4U_p7G7AwalqSbGCZOA | REMOVED    | This channel was removed because it violated our Community Guidelines.
      channel/notavailable/03-browse.json | UCTGjY2I-ZUGnwVoWAGRd7XQ | TERMINATED | This account has been terminated for a violation of YouTube's Terms of Service.
      channel/notavailable/04-browse.json | UCAUc4iz6edWerIjlnL8OSSw | NOT_FOUND  | This channel does not exist.
      channel/notavailable/06-browse.json | UCI4i4RgFT5ilfMpna4Z_Y8w | TERMINATED | This account has been terminated because we received multiple third-party claims of copyright infringement regarding material that the user posted.
      channel/notavailable/07-browse.json | UC-nQp2ewj2Yeg5w7VyoVBwQ | REMOVED    | This channel was removed because it violated our Community Guidelines.
      channel/notavailable/08-browse.json | ''                       | INVALID_ID | Request contains an invalid argument.
      """)
  void unavailableChannels(String file, String id, ChannelPage.Reason reason, String text) {
    assertThat(ChannelPageParser.parse(RecordedExchange.load(file).json()))
        .isEqualTo(new ChannelPage.Unavailable(id, reason, text));
  }

  @Test
  void aboutPanelFixture() {
    var about =
        AboutPanelParser.parse(
                Fixtures.json(
                    """
        {'onResponseReceivedEndpoints': [{'appendContinuationItemsAction': {'continuationItems': [{'aboutChannelRenderer': {'metadata': {'aboutChannelViewModel': {
          'description': 'About text', 'country': 'Germany', 'subscriberCountText': '1.5M subscribers', 'viewCountText': '123,456,789 views',
          'joinedDateText': {'content': 'Joined Jul 9, 2013'}, 'videoCountText': '1 video', 'channelId': 'UC0123456789012345678901',
          'links': [{'channelExternalLinkViewModel': {'title': {'content': 'Site'}, 'link': {'content': 'example.org/x', 'commandRuns': [{'onTap': {'innertubeCommand': {
            'urlEndpoint': {'url': 'https://www.youtube.com/redirect?event=channel_description&q=https%3A%2F%2Fexample.org%2Fx%3Fa%3D1'}}}}]}}},
                    {'channelExternalLinkViewModel': {'title': {'content': 'Shop'}, 'link': {'content': 'shop.example.com'}}}]}}}}]}}]}
        """))
            .orElseThrow();
    assertThat(about.joinedDate()).isEqualTo(LocalDate.of(2013, 7, 9));
    assertThat(about.viewCount()).isEqualTo(Count.exactly(123_456_789L));
    assertThat(about.subscriberCount()).isEqualTo(new Count(1_500_000L, false));
    assertThat(about.videoCount()).isEqualTo(Count.exactly(1L));
    assertThat(about.country()).isEqualTo("Germany");
    assertThat(about.links())
        .containsExactly(
            new ChannelLink("Site", "https://example.org/x?a=1"),
            new ChannelLink("Shop", "https://shop.example.com"));
    assertThat(AboutPanelParser.parse(Fixtures.json("{'responseContext': {}}"))).isEmpty();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      constructed/about-panel/kurzgesagt-0-browse.json | UCsXVk37bltHxD1rDPwtNM8Q | Germany       | 2013-07-09 | 3187000000 | 25000000 | 337 | Patreon:https://patreon.com/kurzgesagt
      constructed/about-panel/kurzgesagt-1-browse.json | UCsXVk37bltHxD1rDPwtNM8Q | Germany       | 2013-07-09 | 3187000000 | 25000000 | 337 | Shop:https://shop-us.kurzgesagt.org
      constructed/about-panel/vsauce-0-browse.json     | UC6nSFpj9HTCZ5t-N3Rm3-HA | United States | 2007-07-30 | 3062000000 | 24600000 | 636 | Twitter:https://twitter.com/tweetsauce
      constructed/about-panel/vsauce-1-browse.json     | UC6nSFpj9HTCZ5t-N3Rm3-HA | United States | 2007-07-30 | 3062000000 | 24600000 | 636 | Instagram:https://instagram.com/electricpants
      """)
  void constructedAboutPanels(
      String file,
      String id,
      String country,
      LocalDate joined,
      long views,
      long subscribers,
      long videos,
      String link) {
    AboutChannel about = AboutPanelParser.parse(RecordedExchange.load(file).json()).orElseThrow();
    assertThat(about.channelId()).isEqualTo(id);
    assertThat(about.country()).isEqualTo(country);
    assertThat(about.joinedDate()).isEqualTo(joined);
    assertThat(about.viewCount()).isEqualTo(Count.exactly(views));
    assertThat(about.subscriberCount()).isEqualTo(new Count(subscribers, false));
    assertThat(about.videoCount()).extracting(Count::value).isEqualTo(videos);
    assertThat(about.description()).isNotEmpty();
    String[] parts = link.split(":", 2);
    assertThat(about.links()).hasSize(2).contains(new ChannelLink(parts[0], parts[1]));
  }
}
