package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelMention;
import org.junit.jupiter.api.Test;

/**
 * The channels a search names, on fixtures of the documented shape (no recording holds a search):
 * channel results, the channels of video results (renderer and lockup), each once, and nothing from
 * shelves, playlists or a continuation.
 */
class SearchResultsParserTest {

  static final String A = "UCaaaaaaaaaaaaaaaaaaaaaa";
  static final String B = "UCbbbbbbbbbbbbbbbbbbbbbb";
  static final String C = "UCcccccccccccccccccccccc";

  @Test
  void namesTheChannelsOfChannelAndVideoResultsOnceEach() {
    var answer =
        Fixtures.json(
            """
            {'contents':{'twoColumnSearchResultsRenderer':{'primaryContents':{'sectionListRenderer':{'contents':[
             {'itemSectionRenderer':{'contents':[
              {'channelRenderer':{'channelId':'%s','title':{'simpleText':'Star Lab'},
               'videoCountText':{'runs':[{'text':'312 videos'}]}}},
              {'shelfRenderer':{'title':{'simpleText':'People also watched'}}},
              {'videoRenderer':{'videoId':'vvvvvvvvvvv','title':{'runs':[{'text':'Black holes'}]},
               'ownerText':{'runs':[{'text':'Rock Talk','navigationEndpoint':{'browseEndpoint':{'browseId':'%s'}}}]}}},
              {'playlistRenderer':{'playlistId':'PLxxxxxxxx','title':{'simpleText':'A list'}}},
              {'lockupViewModel':{'contentId':'wwwwwwwwwww','contentType':'LOCKUP_CONTENT_TYPE_VIDEO',
               'metadata':{'lockupMetadataViewModel':{'title':{'content':'Deep sea'},
                'image':{'decoratedAvatarViewModel':{'rendererContext':{'commandContext':{'onTap':{
                 'innertubeCommand':{'browseEndpoint':{'browseId':'%s'}}}}}}},
                'metadata':{'contentMetadataViewModel':{'metadataRows':[
                 {'metadataParts':[{'text':{'content':'Ocean Hour'}}]}]}}}}}},
              {'videoRenderer':{'videoId':'xxxxxxxxxxx',
               'ownerText':{'runs':[{'text':'Star Lab','navigationEndpoint':{'browseEndpoint':{'browseId':'%s'}}}]}}}]}},
             {'continuationItemRenderer':{'continuationEndpoint':{'continuationCommand':{'token':'t'}}}}]}}}}}
            """
                .formatted(A, B, C, A));

    assertThat(SearchResultsParser.parse(answer))
        .containsExactly(
            new ChannelMention(new ChannelId(A), "Star Lab"),
            new ChannelMention(new ChannelId(B), "Rock Talk"),
            new ChannelMention(new ChannelId(C), "Ocean Hour"));
  }

  @Test
  void anAnswerWithNoResultsNamesNoChannel() {
    assertThat(
            SearchResultsParser.parse(
                Fixtures.json(
                    "{'contents':{'twoColumnSearchResultsRenderer':{'primaryContents':"
                        + "{'sectionListRenderer':{'contents':[{'itemSectionRenderer':"
                        + "{'contents':[{'backgroundPromoRenderer':{}}]}}]}}}}}")))
        .isEmpty();
  }
}
