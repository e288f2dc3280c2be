/**
 * What the video feature offers other features: Get Video Details' answer as a typed snapshot
 * ({@link io.vidlens.video.api.VideoSnapshots}), for a feature that keeps a copy of it beside its
 * own data (the thumbnail search). Nothing else of the video feature is used from outside it.
 */
@NamedInterface("api")
package io.vidlens.video.api;

import org.springframework.modulith.NamedInterface;
