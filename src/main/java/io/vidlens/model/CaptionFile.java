package io.vidlens.model;

import java.util.List;

/**
 * A parsed timedtext answer. {@link Format#EMPTY} means the platform answered an empty body: for a
 * track marked {@code exp=xpe} that is "captions need a proof-of-origin token", not "no captions".
 * {@link Format#UNKNOWN}: a body in none of the known formats.
 */
public record CaptionFile(Format format, List<TranscriptSegment> segments) {

  public CaptionFile {
    segments = List.copyOf(segments);
  }

  public enum Format {
    /** Default format: {@code <transcript><text start="s" dur="s">}. */
    SRV1,
    /** {@code fmt=srv3}: {@code <timedtext><body><p t="ms" d="ms">}. */
    SRV3,
    /** {@code fmt=json3}: {@code events[].segs[].utf8}. */
    JSON3,
    EMPTY,
    UNKNOWN
  }

  public boolean empty() {
    return format == Format.EMPTY;
  }
}
