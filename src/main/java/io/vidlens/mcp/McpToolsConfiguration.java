package io.vidlens.mcp;

import io.vidlens.api.PathFilters;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import tools.jackson.databind.json.JsonMapper;

/** What the tools need at {@code /mcp} beyond the server itself: reading cancellations. */
@Configuration(proxyBeanMethods = false)
class McpToolsConfiguration {

  /** After the key check: only an authenticated caller's messages are read. */
  @Bean
  FilterRegistrationBean<CancellationFilter> mcpCancellationFilter(
      CallCancellations cancellations, JsonMapper json) {
    return PathFilters.at(
        Ordered.HIGHEST_PRECEDENCE + 36,
        new CancellationFilter(cancellations, json),
        McpServerConfiguration.ENDPOINT);
  }
}
