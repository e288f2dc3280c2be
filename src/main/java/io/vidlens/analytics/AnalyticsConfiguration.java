package io.vidlens.analytics;

import io.vidlens.analytics.model.ChannelEstimates;
import io.vidlens.analytics.model.VideoRpm;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The models (one of each, shared: they are thread-safe) and the analytics properties. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AnalyticsProperties.class)
class AnalyticsConfiguration {

  @Bean
  ChannelEstimates channelEstimates() {
    return ChannelEstimates.standard();
  }

  @Bean
  VideoRpm videoRpm() {
    return VideoRpm.standard();
  }
}
