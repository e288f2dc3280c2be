package io.vidlens.compute;

import java.time.Duration;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code vidlens.compute.pools.<name>.*}: the size of each pool; whatever is not set takes {@link
 * PoolSettings#forCores}'s value for this machine's cores.
 */
@ConfigurationProperties("vidlens.compute")
public record ComputeProperties(Map<String, Pool> pools) {

  public ComputeProperties {
    pools = pools == null ? Map.of() : Map.copyOf(pools);
  }

  /** One pool's settings; null means the default. */
  public record Pool(
      Integer threads, Integer queue, Integer perAccount, Duration maxWait, Duration retryAfter) {}

  /** The settings of pool {@code name} on a machine of {@code cores} cores. */
  PoolSettings settings(String name, int cores) {
    PoolSettings d = PoolSettings.forCores(cores);
    Pool p = pools.get(name);
    if (p == null) {
      return d;
    }
    int threads = p.threads() == null ? d.threads() : p.threads();
    PoolSettings sized = PoolSettings.forCores(threads);
    return new PoolSettings(
        threads,
        p.queue() == null ? sized.queue() : p.queue(),
        p.perAccount() == null ? sized.perAccount() : p.perAccount(),
        p.maxWait() == null ? d.maxWait() : p.maxWait(),
        p.retryAfter() == null ? d.retryAfter() : p.retryAfter());
  }
}
