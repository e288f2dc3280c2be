package io.vidlens.access.internal;

import io.github.bucket4j.TimeMeter;
import io.vidlens.access.BucketStore;
import io.vidlens.access.Operation;
import io.vidlens.api.OpenApiDocument;
import io.vidlens.storage.DatabaseKind;
import jakarta.servlet.DispatcherType;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({AccessProperties.class, UsageProperties.class})
public class AccessConfiguration {

  /**
   * The wall clock of the rate limits: hourly limits are counted in clock hours, which every node
   * must agree on (tests replace it).
   */
  @Bean
  @ConditionalOnMissingBean
  public TimeMeter rateLimitTimeMeter() {
    return TimeMeter.SYSTEM_MILLISECONDS;
  }

  /**
   * {@code vidlens.rate-limits.store}: {@code memory} (this node only), {@code database} (shared by
   * all nodes, PostgreSQL only), or {@code auto} (the default: shared on PostgreSQL, where several
   * nodes may run, in memory on the embedded database).
   */
  @Bean
  public BucketStore rateLimitBuckets(
      @Value("${vidlens.rate-limits.store:auto}") String store,
      DatabaseKind database,
      DataSource dataSource,
      TimeMeter timeMeter) {
    boolean shared =
        switch (store) {
          case "database" -> true;
          case "memory" -> false;
          case "auto" -> database.isPostgres();
          default ->
              throw new IllegalArgumentException(
                  "vidlens.rate-limits.store must be auto, memory or database (got " + store + ")");
        };
    if (shared && !database.isPostgres()) {
      throw new IllegalArgumentException("vidlens.rate-limits.store=database needs PostgreSQL");
    }
    // Shared buckets are read by several machines: they need wall-clock time, not nanoTime (and
    // so do the clock-hour windows of the hourly limits).
    if (!timeMeter.isWallClockBased()) {
      throw new IllegalArgumentException("The rate limits' TimeMeter must be a wall clock");
    }
    return shared
        ? new DatabaseBucketStore(dataSource, timeMeter)
        : new LocalBucketStore(timeMeter);
  }

  /**
   * The served contract. Assembled in api (the HTTP edge, which never imports access), from the
   * operations declared here in access.
   */
  @Bean
  public OpenApiDocument openApiDocument() {
    return OpenApiDocument.assemble(List.of(Operation.values()));
  }

  @Bean
  public RateLimits rateLimits(
      AccessProperties properties, BucketStore buckets, TimeMeter timeMeter) {
    return new RateLimits(properties, buckets, timeMeter);
  }

  /**
   * The gate on requests from clients and on forwards within the server: the MCP tools perform
   * their operations by forwarding to the operation's path (io.vidlens.mcp), and a forward must
   * pass the same gate as a client's request (a filter runs on plain requests only unless told).
   */
  @Bean
  public FilterRegistrationBean<AccessGate> accessGateRegistration(AccessGate gate) {
    FilterRegistrationBean<AccessGate> registration = new FilterRegistrationBean<>(gate);
    registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.FORWARD);
    registration.setOrder(Ordered.HIGHEST_PRECEDENCE + 30);
    return registration;
  }
}
