/**
 * The command line ({@code serve}, {@code keys}, {@code accounts}, {@code crawl}, and {@code mcp
 * --stdio}, the bridge for desktop agents, which starts no application), which the application
 * class hands its arguments to. It uses the features it runs (history, thumbnails), catalog, model,
 * api, access and work, but never platform.
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "api",
      "catalog",
      "history",
      "json",
      "model",
      "thumbnails",
      "work"
    })
package io.vidlens.cli;

import org.springframework.modulith.ApplicationModule;
