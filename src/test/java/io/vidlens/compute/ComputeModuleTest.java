package io.vidlens.compute;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;

/**
 * The compute module started alone (Spring Modulith's module test: its beans and none of the other
 * modules'), with an operator's settings for one pool: what the module needs from the rest of the
 * application is nothing but its properties.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@TestPropertySource(
    properties = {
      // compute keeps nothing: no database is started for it
      "spring.autoconfigure.exclude="
          + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
          // no database: no event publication registry either
          + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
          + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration",
      "vidlens.compute.pools.image.threads=3",
      "vidlens.compute.pools.image.max-wait=250ms"
    })
class ComputeModuleTest {

  @Autowired ComputePools pools;
  @Autowired ApplicationContext context;

  @Test
  void startsAloneAndAppliesTheOperatorsSettingsToThePoolItMakes() {
    PoolSettings image = pools.pool(ComputePools.IMAGE, "image decodings", "Busy").settings();

    assertThat(image.threads()).isEqualTo(3);
    assertThat(image.maxWait()).isEqualTo(Duration.ofMillis(250));
    assertThat(pools.pool(ComputePools.TEXT, "text searches", "Busy").settings())
        .isEqualTo(PoolSettings.forCores(Runtime.getRuntime().availableProcessors()));
    // no other module's beans: the gate, the catalog and the features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
    assertThat(context.getBeanNamesForType(ComputePools.class)).hasSize(1);
  }
}
