package io.vidlens.storage;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code vidlens.storage.*}: the connection pool's size.
 *
 * @param poolSize connections to PostgreSQL
 * @param sqlitePoolSize connections to the SQLite file (one writes at a time; the others read)
 */
@ConfigurationProperties("vidlens.storage")
record StoragePools(@DefaultValue("10") int poolSize, @DefaultValue("4") int sqlitePoolSize) {}
