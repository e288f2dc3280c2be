/**
 * The account holders' web pages: sign-in, keys, usage, analysis jobs, channels' histories and the
 * operator view. It uses access, api, compute (the password pool), model, stats and storage, and of
 * other features only their published APIs: analysis jobs through {@code analysis.api}, channels'
 * histories through {@code history.api}, the apps an account connected through {@code oauth.api},
 * the account's watchlists through {@code radar.api}; never platform or catalog.
 */
@ApplicationModule(
    allowedDependencies = {
      "access",
      "analysis :: api",
      "api",
      "compute",
      "history :: api",
      "model",
      "oauth :: api",
      "radar :: api",
      "stats",
      "storage"
    })
package io.vidlens.dashboard;

import org.springframework.modulith.ApplicationModule;
