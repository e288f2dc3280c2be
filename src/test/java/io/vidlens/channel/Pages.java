package io.vidlens.channel;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.testing.FakePlatform;
import java.util.List;
import java.util.stream.Collectors;
import tools.jackson.databind.JsonNode;

/**
 * Hand-written platform answers in the documented shapes, small enough to read: channel pages with
 * tabs, sort chips and menus, list entries, continuation pages, age gates, playlists.
 */
final class Pages {

  static final String ID = "UC0123456789012345678901";

  private Pages() {}

  static String video(String id, String views, String length) {
    return video(id, views, length, "1 day ago");
  }

  static String video(String id, String views, String length, String published) {
    return "{'richItemRenderer': {'content': {'videoRenderer': {'videoId': '"
        + id
        + "', 'title': {'runs': [{'text': 'Title "
        + id
        + "'}]}, 'viewCountText': {'simpleText': '"
        + views
        + "'}, 'publishedTimeText': {'simpleText': '"
        + published
        + "'}, 'lengthText': {'simpleText': '"
        + length
        + "'}, 'thumbnail': {'thumbnails': [{'url': 'https://i.ytimg.com/vi/"
        + id
        + "/hq.jpg', 'width': 168, 'height': 94},"
        + " {'url': 'https://i.ytimg.com/vi/"
        + id
        + "/nosize.jpg'}]}}}}}";
  }

  static String liveVideo(String id) {
    return "{'richItemRenderer': {'content': {'videoRenderer': {'videoId': '"
        + id
        + "', 'title': {'runs': [{'text': 'Live "
        + id
        + "'}]}, 'viewCountText': {'runs': [{'text': '1,263'}, {'text': ' watching'}]},"
        + " 'thumbnailOverlays': [{'thumbnailOverlayTimeStatusRenderer': {'text': {'simpleText': 'LIVE'}}}]}}}}";
  }

  static String shortItem(String id, String views) {
    return "{'richItemRenderer': {'content': {'reelItemRenderer': {'videoId': '"
        + id
        + "', 'headline': {'simpleText': 'Short "
        + id
        + "'}, 'viewCountText': {'simpleText': '"
        + views
        + "'}}}}}";
  }

  static String playlist(String id, String videos) {
    return "{'gridPlaylistRenderer': {'playlistId': '"
        + id
        + "', 'title': {'runs': [{'text': 'Playlist "
        + id
        + "'}]}, 'videoCountText': {'runs': [{'text': '"
        + videos
        + "'}, {'text': ' videos'}]}}}";
  }

  static String playlistVideo(String id, String views) {
    return "{'playlistVideoRenderer': {'videoId': '"
        + id
        + "', 'title': {'runs': [{'text': 'Upload "
        + id
        + "'}]}, 'lengthText': {'simpleText': '1:00'}, 'videoInfo': {'runs': [{'text': '"
        + views
        + "'}, {'text': ' • '}, {'text': '2 years ago'}]}}}";
  }

  static String more(String token) {
    return "{'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': '"
        + token
        + "'}}}}";
  }

  static String chips(String... titleAndToken) {
    StringBuilder out = new StringBuilder("{'chipBarViewModel': {'chips': [");
    for (int i = 0; i < titleAndToken.length; i += 2) {
      out.append(i == 0 ? "" : ", ")
          .append("{'chipViewModel': {'text': '")
          .append(titleAndToken[i])
          .append("', 'selected': ")
          .append(i == 0)
          .append(", 'tapCommand': {'innertubeCommand': {'continuationCommand': {'token': '")
          .append(titleAndToken[i + 1])
          .append("'}}}}}");
    }
    return out.append("]}}").toString();
  }

  static String tab(String title, String params, boolean selected, String content) {
    return "{'tabRenderer': {'title': '"
        + title
        + "', 'selected': "
        + selected
        + ", 'endpoint': {'browseEndpoint': {'params': '"
        + params
        + "'}}"
        + (content == null ? "" : ", 'content': " + content)
        + "}}";
  }

  static String grid(String header, List<String> items) {
    return "{'richGridRenderer': {"
        + (header == null ? "" : "'header': " + header + ", ")
        + "'contents': ["
        + String.join(", ", items)
        + "]}}";
  }

  /** A channel page: header, metadata and the given tabs. */
  static JsonNode channel(String... tabs) {
    return FakePlatform.json(
        """
        {'header': {'pageHeaderRenderer': {'content': {'pageHeaderViewModel': {
           'title': {'dynamicTextViewModel': {'text': {'content': 'Chan'}}},
           'image': {'decoratedAvatarViewModel': {'avatar': {'avatarViewModel': {'image': {'sources': [{'url': 'https://yt3.googleusercontent.com/a=s72', 'width': 72, 'height': 72}]}}}}},
           'metadata': {'contentMetadataViewModel': {'metadataRows': [
             {'metadataParts': [{'text': {'content': '@chan'}}]},
             {'metadataParts': [{'text': {'content': '1.2M subscribers'}}, {'text': {'content': '1,234 videos'}}]}]}},
           'description': {'descriptionPreviewViewModel': {'description': {'content': 'Short'},
             'rendererContext': {'commandContext': {'onTap': {'innertubeCommand': {'showEngagementPanelEndpoint': {'engagementPanel': {
               'continuationItemRenderer': {'continuationEndpoint': {'continuationCommand': {'token': 'ABOUT'}}}}}}}}}}}}}}},
         'metadata': {'channelMetadataRenderer': {'title': 'Chan', 'description': 'Full description', 'externalId': 'ID',
           'keywords': 'one two', 'isFamilySafe': true, 'channelUrl': 'https://www.youtube.com/channel/ID'}},
         'contents': {'twoColumnBrowseResultsRenderer': {'tabs': [TABS]}}}
        """
            .replace("'ID'", "'" + ID + "'")
            .replace("/ID'", "/" + ID + "'")
            .replace("TABS", String.join(", ", tabs)));
  }

  /**
   * A channel page showing the Videos tab with {@code items}, Latest/Popular/Oldest chips and more
   * tabs.
   */
  static JsonNode videosTab(List<String> items) {
    return channel(
        tab("Home", "HOME", false, null),
        tab(
            "Videos",
            ChannelTab.VIDEOS.browseTab().params(),
            true,
            grid(chips("Latest", "LATEST", "Popular", "POPULAR", "Oldest", "OLDEST"), items)),
        tab("Shorts", ChannelTab.SHORTS.browseTab().params(), false, null),
        tab("Playlists", ChannelTab.PLAYLISTS.browseTab().params(), false, null));
  }

  /** A continuation answer appending {@code items}. */
  static JsonNode appended(List<String> items) {
    return FakePlatform.json(
        "{'onResponseReceivedActions': [{'appendContinuationItemsAction': {'continuationItems': ["
            + String.join(", ", items)
            + "]}}]}");
  }

  /** A sorted first page (what a sort chip's token answers). */
  static JsonNode reloaded(List<String> items) {
    return FakePlatform.json(
        "{'onResponseReceivedActions': [{'reloadContinuationItemsCommand': {'continuationItems': ["
            + String.join(", ", items)
            + "]}}]}");
  }

  static JsonNode ageGate() {
    return FakePlatform.json(
        """
        {'contents': {'twoColumnBrowseResultsRenderer': {'tabs': [{'tabRenderer': {'selected': true, 'content': {'sectionListRenderer': {'contents': [
          {'itemSectionRenderer': {'contents': [{'channelAgeGateRenderer': {'channelTitle': 'Whisky', 'header': {'simpleText': 'Sign in to view this channel'},
            'avatar': {'thumbnails': [{'url': 'https://yt3.googleusercontent.com/w=s144', 'width': 144, 'height': 144}]}}}]}}]}}}}]}}}
        """);
  }

  /** A playlist page's header only, as fetched with {@code $fields}: no videos. */
  static JsonNode playlistHeader(String playlistId) {
    return FakePlatform.json(
        "{'header': {'playlistHeaderRenderer': {'playlistId': '"
            + playlistId
            + "', 'title': {'simpleText': 'Videos'}, 'numVideosText': {'runs': [{'text': '3'}, {'text': ' videos'}]}}}}");
  }

  static List<String> videos(int from, int count) {
    return java.util.stream.IntStream.range(from, from + count)
        .mapToObj(i -> video(String.format("vid%08d", i), (i * 100) + " views", "1:00"))
        .collect(Collectors.toList());
  }
}
