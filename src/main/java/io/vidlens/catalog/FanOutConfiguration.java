package io.vidlens.catalog;

import io.vidlens.platform.UpstreamProperties;
import org.springframework.context.annotation.Configuration;

/** Applies {@code vidlens.upstream.fan-out-max-in-flight} to {@link FanOut} at start-up. */
@Configuration(proxyBeanMethods = false)
class FanOutConfiguration {

  FanOutConfiguration(UpstreamProperties properties) {
    FanOut.maxInFlight(properties.fanOutMaxInFlight());
  }
}
