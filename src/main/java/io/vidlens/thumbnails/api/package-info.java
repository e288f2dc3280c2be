/**
 * What the thumbnail feature offers other features: the videos of its corpus as stored, with what
 * is known of them ({@link io.vidlens.thumbnails.api.HeldVideos}), for the radar's niche outlier
 * search (read from the database only; nothing here asks the platform); and its check of where a
 * client-given URL may lead ({@link io.vidlens.thumbnails.api.PublicAddresses}), the same one its
 * image fetcher connects through, for the radar's webhooks.
 */
@NamedInterface("api")
package io.vidlens.thumbnails.api;

import org.springframework.modulith.NamedInterface;
