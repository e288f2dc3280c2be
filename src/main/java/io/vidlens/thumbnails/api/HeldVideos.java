package io.vidlens.thumbnails.api;

import java.util.List;

/** The thumbnail corpus's videos, read from the database only (never the platform). */
public interface HeldVideos {

  /** Every stored video with a channel, in no particular order. */
  List<HeldVideo> all();
}
