/**
 * Channel analysis jobs: the durable job queue, the workers, the pipeline and the result with its
 * stored form; the HTTP side only creates jobs and reads their state. Internal sub-packages hold
 * the rest: {@code corpus} (reading the channel, transcripts and comments), {@code section} (one
 * interface, one bean per section), {@code ideas} (the advice) and {@code niche}. Like every
 * feature it uses only catalog, model, api, access and the shared modules below (embeddings, json,
 * stats, text, work): never platform, never another feature.
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
