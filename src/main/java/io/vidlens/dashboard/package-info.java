/**
 * The account holders' web pages: sign-in, keys, usage, analysis jobs and the operator view. Like
 * every feature it uses only catalog, model, api, access, storage and embeddings: never platform,
 * never another feature (it reads analysis jobs through its own queries).
 */
@ApplicationModule(allowedDependencies = {"access", "api", "compute"})
package io.vidlens.dashboard;

import org.springframework.modulith.ApplicationModule;
