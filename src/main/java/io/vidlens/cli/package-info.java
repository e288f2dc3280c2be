/**
 * The command line ({@code serve}, {@code keys}, {@code accounts}, {@code crawl}), which the
 * application class hands its arguments to. It may use the features and what they may use (catalog,
 * model, api, access, storage, embeddings), but never platform.
 */
package io.vidlens.cli;
