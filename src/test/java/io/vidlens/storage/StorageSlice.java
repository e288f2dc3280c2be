package io.vidlens.storage;

import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.flyway.autoconfigure.FlywayAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.DataSourceTransactionManagerAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcClientAutoConfiguration;
import org.springframework.boot.jdbc.autoconfigure.JdbcTemplateAutoConfiguration;
import org.springframework.boot.transaction.autoconfigure.TransactionAutoConfiguration;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

/**
 * Only the storage of the application: its one DataSource (SQLite or PostgreSQL, configured as in
 * production), the Flyway migrations, JDBC templates and transactions. A store test adds its store
 * to this instead of starting the whole application.
 */
@Configuration(proxyBeanMethods = false)
@Import({StorageConfiguration.class, DatabaseKind.class})
@ImportAutoConfiguration({
  FlywayAutoConfiguration.class,
  JdbcTemplateAutoConfiguration.class,
  JdbcClientAutoConfiguration.class,
  DataSourceTransactionManagerAutoConfiguration.class,
  TransactionAutoConfiguration.class
})
public class StorageSlice {}
