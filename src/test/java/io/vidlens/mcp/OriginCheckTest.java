package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class OriginCheckTest {

  @Test
  void anOriginMustEqualAnAllowedOneNotMerelyBeginWithIt() {
    OriginCheck exact = new OriginCheck(List.of("http://localhost"));
    assertThat(exact.permits("http://localhost")).isTrue();
    assertThat(exact.permits("http://localhost.evil.com")).isFalse();
    assertThat(exact.permits("http://localhost:8080")).isFalse();
  }

  @Test
  void aWildcardPortAllowsOnlyAPort() {
    OriginCheck ports = new OriginCheck(List.of(McpServerConfiguration.LOCAL_ORIGINS.split(",")));
    assertThat(ports.permits("http://localhost:6274")).isTrue();
    assertThat(ports.permits("http://127.0.0.1:3000")).isTrue();
    assertThat(ports.permits("http://[::1]:3000")).isTrue();
    assertThat(ports.permits("http://localhost:1.evil.com")).isFalse();
    assertThat(ports.permits("http://localhost:@evil.com")).isFalse();
    assertThat(ports.permits("http://localhost.evil.com")).isFalse();
    assertThat(ports.permits("https://evil.com")).isFalse();
  }

  @Test
  void aProgramWithoutAnOriginPasses() {
    assertThat(new OriginCheck(List.of()).permits(null)).isTrue();
  }
}
