/**
 * What Vidlens knows about videos, channels and playlists: the typed read services ({@code Videos},
 * {@code Channels}, {@code Playlists}) under one read policy (cache, identity checks, definitive
 * versus transient failures, partial results). It is the only way features reach platform data: it
 * uses platform, model and api, and never a feature.
 */
package io.vidlens.catalog;
