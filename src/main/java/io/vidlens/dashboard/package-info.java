/**
 * The account holders' web pages: sign-in, keys, usage, analysis jobs, channels' histories and the
 * operator view. Like every feature it uses only catalog, model, api, access, storage and
 * embeddings: never platform, never another feature's internals (it reads analysis jobs through
 * {@code analysis.api}, channels' histories through {@code history.api}).
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "analysis :: api",
      "api",
      "compute",
      "history :: api",
      "model",
      "stats",
      "storage"
    })
package io.vidlens.dashboard;

import org.springframework.modulith.ApplicationModule;
