package io.vidlens;

import io.vidlens.analysis.ConstructedCases;
import io.vidlens.analytics.LahoreNews;
import io.vidlens.platform.TestClock;
import io.vidlens.platform.transport.PlatformTransport;
import io.vidlens.platform.transport.RecordedExchange;
import io.vidlens.testing.CompactTimesAndCopyrightShapes;
import io.vidlens.testing.ConstructedChannel;
import io.vidlens.testing.ConstructedVideoStates;
import io.vidlens.testing.FakePlatform;
import io.vidlens.testing.SecondWaveShapes;
import io.vidlens.testing.ServerTest;
import io.vidlens.testing.ThirdWaveShapes;
import io.vidlens.video.CommentContinuationShapes;
import io.vidlens.video.UntrustedAnswers;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.convention.TestBean;

/**
 * A running server (see {@link ServerTest}) answered by one fake platform holding every constructed
 * world at once, each under its own channel and video IDs ({@link ConstructedServerWorldsTest}
 * holds them apart). Every test class extending it shares one application context, so one server
 * start, instead of one each: a test of it counts requests and meters as differences, or by its own
 * IDs, and never counts on a fresh database.
 *
 * <p>The service's clock stands still at {@link #PAGE_TIME}, from which the worlds' relative dates
 * ("2 days ago") are counted. A test that moves the clock (the cold counts of {@link
 * UpstreamRequestsFullyAnsweredTest}) would move it under every other test, so it keeps its own.
 */
@TestPropertySource(
    properties = {"vidlens.analysis.poll-interval=100ms", "vidlens.analysis.stage-backoff=50ms"})
public abstract class ConstructedServerTest extends ServerTest {

  /** When every constructed page was made, and the service's time. */
  public static final Instant PAGE_TIME = Instant.parse("2026-06-01T12:00:00Z");

  private static final TestClock CLOCK = new TestClock(PAGE_TIME);

  @TestBean Clock clock;

  static Clock clock() {
    return CLOCK;
  }

  /** The server's transport: the fake platform answering every constructed world. */
  @TestBean(name = FakePlatform.TRANSPORT_BEAN, methodName = "platform")
  PlatformTransport platform;

  static PlatformTransport platform() {
    return FakePlatform.answering(worlds().stream().flatMap(List::stream).toList());
  }

  @DynamicPropertySource
  static void replayMode(DynamicPropertyRegistry registry) {
    registry.add("vidlens.upstream.replay", () -> FakePlatform.REPLAY_MODE);
  }

  /** The answer sets, in the order they are asked: the first matching exchange answers. */
  static List<List<RecordedExchange>> worlds() {
    return List.of(
        ConstructedChannel.exchanges(),
        ConstructedVideoStates.exchanges(),
        SecondWaveShapes.exchanges(),
        ThirdWaveShapes.exchanges(),
        UntrustedAnswers.exchanges(),
        CommentContinuationShapes.exchanges(),
        LahoreNews.WITH_PLACES.exchanges(),
        LahoreNews.WITHOUT_PLACES.exchanges(),
        ConstructedCases.exchanges(),
        CompactTimesAndCopyrightShapes.exchanges());
  }
}
