package io.vidlens.catalog;

import io.vidlens.model.ChannelId;
import java.util.List;

/**
 * The channels Vidlens holds because clients asked about them ({@link TrackedChannels}): where the
 * niche looks for peers it already knows. Whether a channel's listing is still cached is {@link
 * Channels#videosHeld}'s to say.
 */
public interface HeldChannels {

  /** Up to {@code max} channels, most lately asked about first. */
  List<ChannelId> recent(int max);

  /** Holds none: for tools and tests without a database. */
  HeldChannels NONE = max -> List.of();
}
