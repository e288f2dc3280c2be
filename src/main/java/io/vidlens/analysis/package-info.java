/**
 * Channel analysis jobs: the durable job queue, the workers, the pipeline and the result's stored
 * form; the HTTP side only creates jobs and reads their state. The analysis itself lives in nested
 * modules, one way down: the pipeline runs {@code section} (one interface, one bean per section),
 * which uses {@code niche} and {@code ideas} (the advice); all of them use {@code result} (the
 * result's records) and {@code corpus} (reading the channel, transcripts and comments, and the
 * small types the rooms share). Like every feature it uses only catalog, model, api, access and the
 * shared modules below (json, work): never platform, never another feature.
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "analysis.corpus",
      "analysis.result",
      "analysis.section",
      "api",
      "catalog",
      "json",
      "model",
      "work"
    })
package io.vidlens.analysis;

import org.springframework.modulith.ApplicationModule;
