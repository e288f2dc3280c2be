/**
 * The command line ({@code serve}, {@code keys}, {@code accounts}, {@code crawl}), which the
 * application class hands its arguments to. It uses access (keys, accounts), api, catalog, work,
 * and the features it runs (history's export, the thumbnails crawl); never platform.
 */
@ApplicationModule(
    allowedDependencies = {"access", "api", "catalog", "history", "thumbnails", "work"})
package io.vidlens.cli;

import org.springframework.modulith.ApplicationModule;
