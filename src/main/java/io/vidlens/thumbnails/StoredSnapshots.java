package io.vidlens.thumbnails;

import io.vidlens.channel.api.ChannelAboutSnapshot;
import io.vidlens.json.JsonMappers;
import io.vidlens.video.api.VideoDetailsSnapshot;
import tools.jackson.databind.json.JsonMapper;

/**
 * The snapshots of other features' answers as the corpus stores them: JSON text under the answers'
 * own names. Rows written before the snapshots were typed hold the whole answer; the names this
 * index does not keep are passed over when they are read.
 */
final class StoredSnapshots {

  private static final JsonMapper JSON = JsonMappers.PLAIN;

  private StoredSnapshots() {}

  /** The stored video details; null when none were read. */
  static VideoDetailsSnapshot video(String json) {
    return json == null ? null : JSON.readValue(json, VideoDetailsSnapshot.class);
  }

  /** The stored About answer; null when none was read. */
  static ChannelAboutSnapshot channel(String json) {
    return json == null ? null : JSON.readValue(json, ChannelAboutSnapshot.class);
  }

  static String json(Object snapshot) {
    return JSON.writeValueAsString(snapshot);
  }
}
