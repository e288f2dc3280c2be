package io.vidlens.platform.parse;

import io.vidlens.model.ChannelId;
import io.vidlens.model.RelatedVideo;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The related videos of a watch page ({@code next}): {@code
 * contents.twoColumnWatchNextResults.secondaryResults.secondaryResults.results[]}, each a video
 * {@code lockupViewModel} ({@link VideoLockup}) or, in older answers, a {@code
 * compactVideoRenderer} ({@code longBylineText.runs[0].navigationEndpoint.browseEndpoint}). Mixes,
 * playlists and entries without a channel are passed over: they name no one channel.
 */
public final class RelatedVideosParser {

  private RelatedVideosParser() {}

  public static List<RelatedVideo> parse(JsonNode root) {
    JsonNode results =
        Nodes.at(
            root,
            "contents",
            "twoColumnWatchNextResults",
            "secondaryResults",
            "secondaryResults",
            "results");
    List<RelatedVideo> videos = new ArrayList<>();
    for (JsonNode entry : results) {
      RelatedVideo video =
          entry.has("lockupViewModel")
              ? lockup(entry.get("lockupViewModel"))
              : entry.has("compactVideoRenderer")
                  ? compact(entry.get("compactVideoRenderer"))
                  : null;
      if (video != null) {
        videos.add(video);
      }
    }
    return List.copyOf(videos);
  }

  private static RelatedVideo lockup(JsonNode lockup) {
    return VideoLockup.of(lockup)
        .map(v -> video(v.videoId(), v.title(), v.channelId(), v.channelName()))
        .orElse(null);
  }

  private static RelatedVideo compact(JsonNode renderer) {
    JsonNode byline = Nodes.at(renderer, "longBylineText", "runs", 0);
    return video(
        Nodes.string(renderer, "videoId"),
        PlatformText.of(renderer, "title"),
        Nodes.string(byline, "navigationEndpoint", "browseEndpoint", "browseId"),
        Nodes.string(byline, "text"));
  }

  private static RelatedVideo video(String videoId, String title, String channel, String name) {
    if (videoId.isEmpty() || !ChannelId.isValid(channel)) {
      return null;
    }
    return new RelatedVideo(videoId, title, new ChannelId(channel), name.strip());
  }
}
