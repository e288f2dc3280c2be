package io.vidlens.platform.parse;

import io.vidlens.model.ChannelId;
import io.vidlens.model.RelatedVideo;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The related videos of a watch page ({@code next}): {@code
 * contents.twoColumnWatchNextResults.secondaryResults.secondaryResults.results[]}, each a video
 * {@code lockupViewModel} (channel from {@code metadata.lockupMetadataViewModel.image
 * .decoratedAvatarViewModel.rendererContext.commandContext.onTap.innertubeCommand.browseEndpoint},
 * its name from the first metadata row) or, in older answers, a {@code compactVideoRenderer}
 * ({@code longBylineText.runs[0].navigationEndpoint.browseEndpoint}). Mixes, playlists and entries
 * without a channel are passed over: they name no one channel.
 */
public final class RelatedVideosParser {

  static final String VIDEO_LOCKUP = "LOCKUP_CONTENT_TYPE_VIDEO";

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
    if (!VIDEO_LOCKUP.equals(Nodes.string(lockup, "contentType"))) {
      return null;
    }
    JsonNode meta = Nodes.at(lockup, "metadata", "lockupMetadataViewModel");
    String channel =
        Nodes.string(
            meta,
            "image",
            "decoratedAvatarViewModel",
            "rendererContext",
            "commandContext",
            "onTap",
            "innertubeCommand",
            "browseEndpoint",
            "browseId");
    String name =
        Nodes.string(
            meta,
            "metadata",
            "contentMetadataViewModel",
            "metadataRows",
            0,
            "metadataParts",
            0,
            "text",
            "content");
    return video(
        Nodes.string(lockup, "contentId"), Nodes.string(meta, "title", "content"), channel, name);
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
