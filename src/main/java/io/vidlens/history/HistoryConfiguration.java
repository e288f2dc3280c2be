package io.vidlens.history;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/** The history properties (counts, and the videos' trajectories). */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({HistoryProperties.class, TrajectoryProperties.class})
class HistoryConfiguration {}
