package io.vidlens.platform.parse;

import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * A video {@code lockupViewModel} as a watch page's related list and a search answer carry it: the
 * video, and the channel it names, from the avatar's browse endpoint ({@code
 * metadata.lockupMetadataViewModel.image.decoratedAvatarViewModel.rendererContext.commandContext
 * .onTap.innertubeCommand.browseEndpoint}) and the first metadata row. Values the lockup lacks are
 * empty.
 */
record VideoLockup(String videoId, String title, String channelId, String channelName) {

  private static final String VIDEO = "LOCKUP_CONTENT_TYPE_VIDEO";

  /** The lockup read, or empty when it holds something other than a video (a mix, a playlist). */
  static Optional<VideoLockup> of(JsonNode lockup) {
    if (!VIDEO.equals(Nodes.string(lockup, "contentType"))) {
      return Optional.empty();
    }
    JsonNode meta = Nodes.at(lockup, "metadata", "lockupMetadataViewModel");
    return Optional.of(
        new VideoLockup(
            Nodes.string(lockup, "contentId"),
            Nodes.string(meta, "title", "content"),
            Nodes.string(
                meta,
                "image",
                "decoratedAvatarViewModel",
                "rendererContext",
                "commandContext",
                "onTap",
                "innertubeCommand",
                "browseEndpoint",
                "browseId"),
            Nodes.string(
                meta,
                "metadata",
                "contentMetadataViewModel",
                "metadataRows",
                0,
                "metadataParts",
                0,
                "text",
                "content")));
  }
}
