package io.vidlens.platform.config;

import io.vidlens.platform.UpstreamProperties;
import io.vidlens.platform.transport.DelayedTransport;
import io.vidlens.platform.transport.FaultInjectingTransport;
import io.vidlens.platform.transport.HttpTransport;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.ProxyPool;
import io.vidlens.platform.transport.RecordingFormat;
import io.vidlens.platform.transport.RecordingTransport;
import io.vidlens.platform.transport.ReplayTransport;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.ObjectMapper;

/**
 * Picks the transport mode: replay ({@code vidlens.upstream.replay}: recordings only, never the
 * network), record ({@code vidlens.upstream.record}: live, and every exchange saved), or live.
 */
final class TransportModes {

  private static final Logger log = LoggerFactory.getLogger(TransportModes.class);

  private TransportModes() {}

  static PlatformTransport create(
      UpstreamProperties properties, ProxyPool proxies, ObjectMapper mapper) {
    PlatformTransport transport = base(properties, proxies, mapper);
    UpstreamProperties.Faults faults = properties.faults();
    if (faults.rate() > 0) {
      log.warn(
          "Injecting upstream faults into {}% of calls: {}", faults.rate() * 100, faults.kinds());
      return new FaultInjectingTransport(
          transport, faults.rate(), faults.kinds(), properties.requestTimeout(), faults.seed());
    }
    return transport;
  }

  private static PlatformTransport base(
      UpstreamProperties properties, ProxyPool proxies, ObjectMapper mapper) {
    RecordingFormat format = new RecordingFormat(mapper);
    if (!properties.replay().isEmpty()) {
      if (properties.record() != null) {
        throw new IllegalStateException(
            "vidlens.upstream.replay and vidlens.upstream.record are both set; choose one mode");
      }
      log.info("Upstream mode: replay from {}", properties.replay());
      PlatformTransport replay =
          ReplayTransport.over(properties.replay().stream().map(Path::of).toList(), format);
      if (properties.replayLatency().isPositive()) {
        log.info("Replay answers each request after {}", properties.replayLatency());
        return new DelayedTransport(replay, properties.replayLatency());
      }
      return replay;
    }
    HttpTransport live =
        new HttpTransport(proxies, properties.connectTimeout(), properties.requestTimeout());
    if (properties.record() != null) {
      log.info("Upstream mode: live, recording into {}", properties.record());
      return new RecordingTransport(
          live,
          Path.of(properties.record()),
          format,
          mapper,
          properties.language(),
          properties.country());
    }
    log.info(
        "Upstream mode: live{}",
        proxies.isDirect() ? "" : " through " + proxies.routes().size() + " proxies");
    return live;
  }
}
