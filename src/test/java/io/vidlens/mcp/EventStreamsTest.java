package io.vidlens.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class EventStreamsTest {

  private final McpLimitsFixture.HandClock clock = new McpLimitsFixture.HandClock();
  private final EventStreams streams =
      new EventStreams(McpLimitsFixture.limits(2, 3, 4), clock, Runnable::run);
  private final JacksonMcpJsonMapper json = new JacksonMcpJsonMapper(JsonMapper.builder().build());
  private final AtomicInteger ended = new AtomicInteger();

  private SseStream open(Writer out) {
    SseStream stream =
        new SseStream(new PrintWriter(out), json, clock.instant(), ended::incrementAndGet);
    streams.add(stream);
    return stream;
  }

  @Test
  void anOpenStreamGetsAKeepAliveCommentEachTick() {
    StringWriter out = new StringWriter();
    open(out);

    streams.tick();
    streams.tick();

    assertThat(out.toString()).isEqualTo(": keep-alive\n\n: keep-alive\n\n");
    assertThat(ended).hasValue(0);
  }

  @Test
  void aStreamEndsAtItsLifetime() {
    StringWriter out = new StringWriter();
    SseStream stream = open(out);

    clock.advance(Duration.ofMinutes(4));
    streams.tick();
    assertThat(stream.isOpen()).isTrue();
    clock.advance(Duration.ofMinutes(1));
    streams.tick();

    assertThat(stream.isOpen()).isFalse();
    assertThat(ended).hasValue(1);
    assertThat(streams.size()).isZero();
  }

  @Test
  void aStreamWhoseClientLeftIsClosedAtTheNextPing() {
    Writer gone =
        new Writer() {
          @Override
          public void write(char[] buffer, int offset, int length) throws java.io.IOException {
            throw new java.io.IOException("Broken pipe");
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    SseStream stream = open(gone);

    streams.tick();

    assertThat(stream.isOpen()).isFalse();
    assertThat(ended).hasValue(1); // its response is completed: the socket is released
    assertThat(streams.size()).isZero();
  }
}
