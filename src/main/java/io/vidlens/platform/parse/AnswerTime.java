package io.vidlens.platform.parse;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * When the platform made an answer, as the answer itself says: {@code
 * frameworkUpdates.entityBatchUpdate.timestamp} (seconds and nanos; watch and comment pages), else
 * the creation time inside {@code responseContext.visitorData} (browse answers carry no timestamp).
 * The visitor data is a base64url protobuf whose field 1 is the visitor ID and field 5 the time it
 * was issued, in epoch seconds; it is issued for the session, so it dates the answer to within the
 * visitor data's lifetime, well inside the day that relative times ("3 days ago") name. Only the
 * one varint is read: the rest of the message is skipped by its wire types.
 */
public final class AnswerTime {

  /** Times before this are no answer's (the platform's stamps are recent epoch seconds). */
  private static final Instant EARLIEST = Instant.parse("2015-01-01T00:00:00Z");

  private static final int TIME_FIELD = 5;

  private AnswerTime() {}

  public static Optional<Instant> of(JsonNode root) {
    if (root == null) {
      return Optional.empty();
    }
    JsonNode stamp = Nodes.at(root, "frameworkUpdates", "entityBatchUpdate", "timestamp");
    String seconds = stamp.path("seconds").asString("");
    if (seconds.matches("\\d{9,12}")) {
      long nanos = stamp.path("nanos").asLong(0);
      return plausible(Instant.ofEpochSecond(Long.parseLong(seconds), Math.max(0, nanos)));
    }
    String visitor = Nodes.string(root, "responseContext", "visitorData");
    return visitor.isEmpty() ? Optional.empty() : visitorDataTime(visitor);
  }

  /** The issue time inside a visitor data value; empty when it holds none. */
  static Optional<Instant> visitorDataTime(String visitorData) {
    byte[] bytes;
    try {
      String text = URLDecoder.decode(visitorData, StandardCharsets.UTF_8).replace('+', '-');
      bytes = Base64.getUrlDecoder().decode(text.replace('/', '_').replace("=", ""));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    int i = 0;
    while (i < bytes.length) {
      long[] key = varint(bytes, i);
      if (key == null) {
        return Optional.empty();
      }
      i = (int) key[1];
      int field = (int) (key[0] >>> 3);
      int wireType = (int) (key[0] & 7);
      switch (wireType) {
        case 0 -> {
          long[] value = varint(bytes, i);
          if (value == null) {
            return Optional.empty();
          }
          if (field == TIME_FIELD) {
            return plausible(Instant.ofEpochSecond(value[0]));
          }
          i = (int) value[1];
        }
        case 2 -> {
          long[] length = varint(bytes, i);
          if (length == null) {
            return Optional.empty();
          }
          i = (int) (length[1] + length[0]);
        }
        case 1 -> i += 8;
        case 5 -> i += 4;
        default -> {
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }

  /** A varint at {@code at}: its value and the index after it; null when cut short. */
  private static long[] varint(byte[] bytes, int at) {
    long value = 0;
    for (int shift = 0, i = at; i < bytes.length && shift < 64; shift += 7, i++) {
      value |= (long) (bytes[i] & 0x7f) << shift;
      if ((bytes[i] & 0x80) == 0) {
        return new long[] {value, i + 1};
      }
    }
    return null;
  }

  private static Optional<Instant> plausible(Instant at) {
    return at.isBefore(EARLIEST) ? Optional.empty() : Optional.of(at);
  }
}
