package io.vidlens.channel;

import io.vidlens.api.ApiException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Get About, Get Videos, Get Shorts, Get Playlists and Get Outliers. */
@RestController
@RequestMapping("/api/external/channels")
class ChannelContentController {

  @GetMapping("/about")
  Object about(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias) {
    ChannelRef.parse(channelId, channelIdAlias);
    throw ApiException.notYetAvailable("Get About");
  }

  @GetMapping("/videos")
  Object videos(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias,
      @RequestParam(required = false) String sort,
      @RequestParam(required = false) String token) {
    ChannelRef.parse(channelId, channelIdAlias);
    ContentSort.parse(sort, ContentSort.Tab.VIDEOS);
    throw ApiException.notYetAvailable("Get Videos");
  }

  @GetMapping("/shorts")
  Object shorts(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias,
      @RequestParam(required = false) String sort,
      @RequestParam(required = false) String token) {
    ChannelRef.parse(channelId, channelIdAlias);
    ContentSort.parse(sort, ContentSort.Tab.VIDEOS);
    throw ApiException.notYetAvailable("Get Shorts");
  }

  @GetMapping("/playlists")
  Object playlists(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias,
      @RequestParam(required = false) String sort,
      @RequestParam(required = false) String token) {
    ChannelRef.parse(channelId, channelIdAlias);
    ContentSort.parse(sort, ContentSort.Tab.PLAYLISTS);
    throw ApiException.notYetAvailable("Get Playlists");
  }

  @GetMapping("/outliers")
  Object outliers(
      @RequestParam(required = false) String channelId,
      @RequestParam(name = "channel_id", required = false) String channelIdAlias,
      @RequestParam(defaultValue = "30") int maxVideos,
      @RequestParam(defaultValue = "2") double threshold) {
    ChannelRef.parse(channelId, channelIdAlias);
    if (maxVideos < 1 || maxVideos > 100) {
      throw ApiException.badRequest("Bad Request", "maxVideos must be between 1 and 100.");
    }
    if (!(threshold > 0) || Double.isInfinite(threshold)) {
      throw ApiException.badRequest("Bad Request", "threshold must be a positive number.");
    }
    throw ApiException.notYetAvailable("Get Outliers");
  }
}
