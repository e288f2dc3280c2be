/**
 * The upstream cache: answers kept per kind and key, in memory and in the {@code upstream_cache}
 * table, with their retention.
 */
package io.vidlens.platform.cache;
