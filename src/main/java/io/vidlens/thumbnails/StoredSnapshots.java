package io.vidlens.thumbnails;

import io.vidlens.channel.api.ChannelAboutSnapshot;
import io.vidlens.json.JsonMappers;
import io.vidlens.video.api.VideoDetailsSnapshot;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The snapshots of other features' answers as the corpus stores them: JSON text under the answers'
 * own names. Rows written before the snapshots were typed hold the whole answer; the names this
 * index does not keep are passed over when they are read.
 */
final class StoredSnapshots {

  private static final JsonMapper JSON = JsonMappers.PLAIN;

  /**
   * The video snapshot's numbers. Rows stored before they were typed hold them as the answer's
   * strings ("212"); what was not a string of digits there was never shown, so it reads as null.
   */
  private static final List<String> VIDEO_NUMBERS = List.of("lengthSeconds", "viewCount");

  private static final int LONGEST_NUMBER = 18;

  private StoredSnapshots() {}

  /** The stored video details; null when none were read. */
  static VideoDetailsSnapshot video(String json) {
    if (json == null) {
      return null;
    }
    JsonNode stored = JSON.readTree(json);
    if (stored instanceof ObjectNode fields) {
      for (String name : VIDEO_NUMBERS) {
        JsonNode value = fields.get(name);
        if (value != null && value.isString()) {
          String digits = value.asString();
          if (isNumber(digits)) {
            fields.put(name, Long.parseLong(digits));
          } else {
            fields.putNull(name);
          }
        }
      }
    }
    return JSON.treeToValue(stored, VideoDetailsSnapshot.class);
  }

  private static boolean isNumber(String s) {
    return !s.isEmpty() && s.length() <= LONGEST_NUMBER && s.chars().allMatch(Character::isDigit);
  }

  /** The stored About answer; null when none was read. */
  static ChannelAboutSnapshot channel(String json) {
    return json == null ? null : JSON.readValue(json, ChannelAboutSnapshot.class);
  }

  static String json(Object snapshot) {
    return JSON.writeValueAsString(snapshot);
  }
}
