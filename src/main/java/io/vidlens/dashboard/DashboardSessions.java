package io.vidlens.dashboard;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.convert.ConversionService;
import org.springframework.core.convert.support.GenericConversionService;
import org.springframework.core.serializer.support.DeserializingConverter;
import org.springframework.core.serializer.support.SerializationFailedException;
import org.springframework.core.serializer.support.SerializingConverter;
import org.springframework.session.config.SessionRepositoryCustomizer;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;

/**
 * Dashboard sessions live in the database (Spring Session JDBC, set up by Spring Boot from {@code
 * spring.session.jdbc.*} and {@code server.servlet.session.*}; tables from Flyway's V9), so a
 * person signed in through one node is signed in on all of them. Their filter is mapped to the
 * dashboard's paths only, like Spring Security's (see {@link DashboardSecurity}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
class DashboardSessions {

  private static final Logger log = LoggerFactory.getLogger(DashboardSessions.class);

  /**
   * Two changes to Spring Session's repository (after Spring Boot's customizer, whose table name
   * resets the queries).
   *
   * <p>A session attribute is added with an upsert: two requests of one session that both set a new
   * attribute (two tabs opened at once, each making the session's CSRF token) would otherwise
   * collide on the primary key and one would fail. PostgreSQL and SQLite (3.24 on) both take it.
   *
   * <p>An attribute that cannot be read back (written by another version whose classes changed, now
   * that sessions outlive restarts and upgrades) reads as absent instead of failing every request
   * of that session: the person is asked to sign in again.
   */
  @Bean
  SessionRepositoryCustomizer<JdbcIndexedSessionRepository> dashboardSessionRepository() {
    return repository -> {
      repository.setCreateSessionAttributeQuery(
          """
          INSERT INTO %TABLE_NAME%_ATTRIBUTES (SESSION_PRIMARY_ID, ATTRIBUTE_NAME, ATTRIBUTE_BYTES)
          VALUES (?, ?, ?)
          ON CONFLICT (SESSION_PRIMARY_ID, ATTRIBUTE_NAME)
          DO UPDATE SET ATTRIBUTE_BYTES = EXCLUDED.ATTRIBUTE_BYTES
          """);
      repository.setConversionService(
          attributeConversions(DashboardSessions.class.getClassLoader()));
    };
  }

  /** Java serialisation of attributes, as Spring Session's default, but forgiving on reading. */
  static ConversionService attributeConversions(ClassLoader classLoader) {
    GenericConversionService conversions = new GenericConversionService();
    conversions.addConverter(Object.class, byte[].class, new SerializingConverter());
    DeserializingConverter deserializer = new DeserializingConverter(classLoader);
    conversions.addConverter(
        byte[].class,
        Object.class,
        (byte[] bytes) -> {
          try {
            return deserializer.convert(bytes);
          } catch (SerializationFailedException e) {
            log.info(
                "A dashboard session attribute could not be read and is ignored: {}",
                e.getMostSpecificCause().toString());
            return null;
          }
        });
    return conversions;
  }
}
