package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelMention;
import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The channels a channel's home tab features: on every recorded channel page (only the one whose
 * answer is its home tab names one, a topic channel's "Other games from this developer"; the
 * Videos, Shorts and Playlists tabs name none) and on a fixture of a creator's home tab.
 */
class FeaturedChannelsParserTest {

  @TestFactory
  Stream<DynamicTest> everyRecordedChannelPageNamesOnlyItsHomeTabsChannels() throws IOException {
    Path root = Recordings.require();
    List<Path> pages;
    try (Stream<Path> walk = Files.walk(root)) {
      pages =
          walk.filter(p -> p.toString().endsWith("-browse.json"))
              .filter(p -> p.toString().contains("/channel"))
              .sorted()
              .toList();
    }
    assertThat(pages).hasSizeGreaterThan(20);
    return pages.stream()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    root.relativize(file).toString(),
                    () -> {
                      List<ChannelMention> featured =
                          FeaturedChannelsParser.parse(RecordedExchange.read(file).json());
                      if (file.toString().contains("interactivetabbedheader")) {
                        assertThat(featured)
                            .containsExactly(
                                new ChannelMention(
                                    new ChannelId("UCSqGdHE0ipTAfEHVcTJnuXQ"),
                                    "Minecraft: Story Mode - Topic"));
                      } else {
                        assertThat(featured).isEmpty();
                      }
                    }));
  }

  static final String A = "UCaaaaaaaaaaaaaaaaaaaaaa";
  static final String B = "UCbbbbbbbbbbbbbbbbbbbbbb";
  static final String C = "UCcccccccccccccccccccccc";

  @Test
  void readsTheFeaturedShelfOfTheSelectedTabOnceEachAndPassesOverVideosAndOtherTabs() {
    var page =
        Fixtures.json(
            """
            {'contents':{'twoColumnBrowseResultsRenderer':{'tabs':[
             {'tabRenderer':{'title':'Home','selected':true,'content':{'sectionListRenderer':{'contents':[
              {'itemSectionRenderer':{'contents':[{'shelfRenderer':{'title':{'runs':[{'text':'Uploads'}]},
               'content':{'horizontalListRenderer':{'items':[
                {'gridVideoRenderer':{'videoId':'vvvvvvvvvvv','title':{'simpleText':'A video'}}}]}}}}]}},
              {'itemSectionRenderer':{'contents':[{'shelfRenderer':{'title':{'runs':[{'text':'Featured channels'}]},
               'content':{'horizontalListRenderer':{'items':[
                {'gridChannelRenderer':{'channelId':'%s','title':{'simpleText':' Star Lab '}}},
                {'gridChannelRenderer':{'channelId':'%s','title':{'runs':[{'text':'Rock '},{'text':'Talk'}]}}},
                {'gridChannelRenderer':{'channelId':'not-a-channel','title':{'simpleText':'Broken'}}},
                {'gridChannelRenderer':{'channelId':'%s','title':{'simpleText':'Star Lab again'}}}]}}}}]}},
              {'itemSectionRenderer':{'contents':[{'shelfRenderer':{'title':{'runs':[{'text':'Friends'}]},
               'content':{'expandedShelfContentsRenderer':{'items':[
                {'channelRenderer':{'channelId':'%s','title':{'simpleText':'Ocean Hour'}}}]}}}}]}}]}}}},
             {'tabRenderer':{'title':'Channels','selected':false,'content':{'sectionListRenderer':{'contents':[
              {'itemSectionRenderer':{'contents':[{'shelfRenderer':{'content':{'gridRenderer':{'items':[
               {'gridChannelRenderer':{'channelId':'UCdddddddddddddddddddddd','title':{'simpleText':'Not selected'}}}]}}}}]}}]}}}}]}}}
            """
                .formatted(A, B, A, C));

    assertThat(FeaturedChannelsParser.parse(page))
        .containsExactly(
            new ChannelMention(new ChannelId(A), "Star Lab"),
            new ChannelMention(new ChannelId(B), "Rock Talk"),
            new ChannelMention(new ChannelId(C), "Ocean Hour"));
  }

  @Test
  void aPageWithoutTabsNamesNoChannel() {
    assertThat(FeaturedChannelsParser.parse(Fixtures.json("{'onResponseReceivedActions':[]}")))
        .isEmpty();
  }
}
