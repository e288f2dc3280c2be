/**
 * The command line ({@code serve}, {@code keys}, {@code accounts}, {@code crawl}), which the
 * application class hands its arguments to. It may use the features and what they may use (catalog,
 * model, api, access, storage, embeddings), but never platform.
 */
@ApplicationModule(
    allowedDependencies = {"access", "api", "catalog", "history", "model", "thumbnails", "work"})
package io.vidlens.cli;

import org.springframework.modulith.ApplicationModule;
