package io.vidlens.history;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The history properties (counts, and the videos' trajectories). */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(HistoryProperties.class)
class HistoryConfiguration {

  /** The trajectories' part, for the sampler and its planner. */
  @Bean
  HistoryProperties.Trajectories trajectoryProperties(HistoryProperties properties) {
    return properties.trajectories();
  }
}
