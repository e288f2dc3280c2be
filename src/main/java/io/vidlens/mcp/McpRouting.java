package io.vidlens.mcp;

import io.vidlens.api.PathFilters;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Session routes for several nodes behind a proxy (docs/operations.md, "MCP on several nodes"): set
 * {@code vidlens.mcp.route} to the node's name in the proxy's map. Unset (one node), session IDs
 * are the transport's own.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnExpression("!'${vidlens.mcp.route:}'.isBlank()")
class McpRouting {

  @Bean
  FilterRegistrationBean<McpSessionRoute> mcpSessionRoute(Environment environment) {
    // before the key check, so every answer of /mcp, refusals included, names the routed ID
    return PathFilters.at(
        Ordered.HIGHEST_PRECEDENCE + 34,
        new McpSessionRoute(environment.getProperty("vidlens.mcp.route", "").trim()),
        McpServerConfiguration.ENDPOINT,
        McpServerConfiguration.ENDPOINT + "/*");
  }
}
