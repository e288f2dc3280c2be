package io.vidlens.compute;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;

/**
 * The node's compute pools, one per kind of work, each made on first use with its settings ({@link
 * ComputeProperties}) and its meters; closed with the application.
 */
@Component
@EnableConfigurationProperties(ComputeProperties.class)
public class ComputePools implements AutoCloseable {

  /** Image decoding and image embedding for searches. */
  public static final String IMAGE = "image";

  /** Text embedding and text search. */
  public static final String TEXT = "text";

  /** Password hashing and checking. */
  public static final String PASSWORD = "password";

  private final ComputeProperties properties;
  private final MeterRegistry registry;
  private final int cores = Runtime.getRuntime().availableProcessors();
  private final ConcurrentHashMap<String, ComputePool> pools = new ConcurrentHashMap<>();

  public ComputePools(ComputeProperties properties, ObjectProvider<MeterRegistry> meters) {
    this.properties = properties;
    this.registry = meters.getIfAvailable(SimpleMeterRegistry::new);
  }

  /**
   * The pool {@code name}; made on the first call, whose {@code work} (words for refusals: "image
   * decodings") and {@code unavailableTitle} (the message of its 503) it keeps.
   */
  public ComputePool pool(String name, String work, String unavailableTitle) {
    return pools.computeIfAbsent(
        name,
        n -> new ComputePool(n, work, unavailableTitle, properties.settings(n, cores), registry));
  }

  @Override
  public void close() {
    pools.values().forEach(ComputePool::close);
  }
}
