/**
 * HTTP to URLs a client gave (the radar's webhooks, the thumbnails' images): the one way such a
 * client is built, connecting only to the addresses a check answered, with no redirects, retries,
 * cookies or decompression of its own. The check itself (which addresses are public) is the
 * caller's. Uses nothing of Vidlens.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.outbound;

import org.springframework.modulith.ApplicationModule;
