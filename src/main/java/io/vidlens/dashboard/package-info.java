/**
 * The account holders' web pages: sign-in, keys, usage, analysis jobs, channels' histories and the
 * operator view. It uses access (accounts, keys, usage), api, compute (password hashing), stats
 * (the report's medians), storage (the secret that marks known browsers), and two features'
 * published interfaces: analysis jobs through {@code analysis.api}, channels' histories through
 * {@code history.api}; never catalog or platform, never a feature's internals.
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "analysis :: api",
      "api",
      "compute",
      "history :: api",
      "stats",
      "storage"
    })
package io.vidlens.dashboard;

import org.springframework.modulith.ApplicationModule;
