package io.vidlens.history;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/** The history properties. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(HistoryProperties.class)
class HistoryConfiguration {}
