package io.vidlens.access;

import io.github.bucket4j.TimeMeter;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({AccessProperties.class, UsageProperties.class})
class AccessConfiguration {

  @Bean
  @ConditionalOnMissingBean
  TimeMeter rateLimitTimeMeter() {
    return TimeMeter.SYSTEM_NANOTIME;
  }
}
