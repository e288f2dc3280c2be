/**
 * What thumbnails offers other features: its check of where a client-given URL may lead ({@link
 * io.vidlens.thumbnails.api.PublicAddresses}), the same one its image fetcher connects through, for
 * the radar's webhooks.
 */
@NamedInterface("api")
package io.vidlens.thumbnails.api;

import org.springframework.modulith.NamedInterface;
