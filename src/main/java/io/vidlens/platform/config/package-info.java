/**
 * The wiring of platform: its beans (transports by mode, resilience, cache, the client) from {@code
 * vidlens.upstream.*}, and the cache purge. Nothing in platform uses it.
 */
package io.vidlens.platform.config;
