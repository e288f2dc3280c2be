/**
 * Channel analysis jobs: the durable job queue, the workers, the pipeline stages and the result;
 * the HTTP side only creates jobs and reads their state. Like every feature it uses only catalog,
 * model, api, access, storage and embeddings: never platform, never another feature.
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "api",
      "catalog",
      "embeddings",
      "json",
      "model",
      "stats",
      "text",
      "work"
    })
package io.vidlens.analysis;

import org.springframework.modulith.ApplicationModule;
