package io.vidlens.storage;

import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;

/**
 * Gives Spring Modulith's JDBC event publication registry a dialect on SQLite. Modulith 2.1 picks
 * its dialect ({@code DatabaseType}, bean {@code databaseType}) from the database's product name
 * and knows no "SQLite": the context would not start. Its statements are plain SQL that SQLite runs
 * as they are; of its dialects, MySQL's binds the publication ID as text, which the SQLite table
 * (db/vendor/sqlite/V16) stores, so on SQLite that dialect stands in. The type is package-private
 * in Modulith, hence looked up by name; a Modulith that renames it fails at start, loudly.
 * PostgreSQL keeps the detected dialect. docs/architecture.md ("Events") has the evidence.
 */
class EventRegistryDialect implements BeanFactoryPostProcessor, EnvironmentAware {

  static final String BEAN = "databaseType";
  static final String TYPE = "org.springframework.modulith.events.jdbc.DatabaseType";

  private boolean sqlite;

  @Override
  public void setEnvironment(Environment environment) {
    sqlite = StorageConfiguration.isSqlite(environment.getProperty("spring.datasource.url", ""));
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {
    if (!sqlite
        || !beanFactory.containsBeanDefinition(BEAN)
        || !(beanFactory instanceof BeanDefinitionRegistry registry)) {
      return;
    }
    Class type;
    try {
      type = Class.forName(TYPE, false, beanFactory.getBeanClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("Spring Modulith's JDBC dialect type is gone: " + TYPE, e);
    }
    Class dialect = type;
    registry.removeBeanDefinition(BEAN);
    registry.registerBeanDefinition(
        BEAN, new RootBeanDefinition(dialect, () -> Enum.valueOf(dialect, "MYSQL")));
  }
}
