/**
 * What the channel feature offers other features: Get About's answer as a typed snapshot and Get
 * Outliers' baseline ({@link io.vidlens.channel.api.ChannelSnapshots}), for a feature that keeps a
 * copy of them beside its own data (the thumbnail search). Nothing else of the channel feature is
 * used from outside it.
 */
@NamedInterface("api")
package io.vidlens.channel.api;

import org.springframework.modulith.NamedInterface;
