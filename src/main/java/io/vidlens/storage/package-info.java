/**
 * The database every stateful part shares: one data source (an embedded SQLite file, or PostgreSQL
 * for scale-out) with its Flyway migrations, which kind of database runs, and the secrets the
 * service makes for itself ({@link io.vidlens.storage.ServiceSecrets}, shared by all nodes on one
 * database), and what Spring Modulith's event publication registry needs of it (its dialect on
 * SQLite, the resubmission of failed publications). It uses no other Vidlens package; access and
 * the features build their repositories on it.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.storage;

import org.springframework.modulith.ApplicationModule;
