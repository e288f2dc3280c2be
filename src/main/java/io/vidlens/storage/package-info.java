/**
 * The database every stateful part shares: one data source (an embedded SQLite file, or PostgreSQL
 * for scale-out) with its Flyway migrations, and which kind of database runs. It uses no other
 * Vidlens package; access and the features build their repositories on it.
 */
@ApplicationModule(allowedDependencies = {})
package io.vidlens.storage;

import org.springframework.modulith.ApplicationModule;
