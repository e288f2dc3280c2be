/**
 * What the thumbnail feature offers other features: the videos of its corpus as stored, with what
 * is known of them ({@link io.vidlens.thumbnails.api.HeldVideos}), for the radar's niche outlier
 * search. Read from the database only; nothing here asks the platform.
 */
@NamedInterface("api")
package io.vidlens.thumbnails.api;

import org.springframework.modulith.NamedInterface;
