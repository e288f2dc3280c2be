package io.vidlens.access.internal;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.vidlens.access.ApiPrincipal;
import io.vidlens.access.Operation;
import io.vidlens.access.Plan;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** Which requests an operator sees in the log at the default level, and what a line says. */
class RequestLogTest {

  private final Logger logger = (Logger) LoggerFactory.getLogger("io.vidlens.access.requests");
  private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
  private final RequestLog log = new RequestLog(Duration.ofSeconds(1));
  private final ApiPrincipal principal =
      new ApiPrincipal("key-1", "vl_abc", "acct-1", new Plan("default", 100, 10));

  @BeforeEach
  void capture() {
    lines.start();
    logger.addAppender(lines);
    logger.setLevel(Level.INFO);
  }

  @AfterEach
  void release() {
    logger.detachAppender(lines);
    logger.setLevel(null);
  }

  @Test
  void refusalsErrorsAndSlowAnswersAreLoggedAtInfoQuickSuccessesAreNot() {
    log.write(Operation.GET_VIDEO_DETAILS, 200, 1, Duration.ofMillis(3), principal);
    log.write(Operation.GET_VIDEO_DETAILS, 429, 0, Duration.ofMillis(1), principal);
    log.write(Operation.GET_COMMENTS, 503, 0, Duration.ofMillis(40), principal);
    log.write(Operation.GET_OUTLIERS, 200, 1, Duration.ofMillis(1_500), principal);
    log.write(Operation.GET_ABOUT, 401, 0, Duration.ofMillis(1), null);

    assertThat(lines.list)
        .extracting(ILoggingEvent::getFormattedMessage)
        .containsExactly(
            "operation=getVideoDetails status=429 units=0 durationMs=1.0 account=acct-1 key=key-1",
            "operation=getComments status=503 units=0 durationMs=40.0 account=acct-1 key=key-1",
            "operation=getOutliers status=200 units=1 durationMs=1500.0 account=acct-1 key=key-1",
            "operation=getAbout status=401 units=0 durationMs=1.0 account=- key=-");
  }

  @Test
  void aFloodOfOneKeysRefusalsWritesOneInfoLineAWindowAndCountsTheRest() {
    long[] now = {0};
    RequestLog sampled = new RequestLog(Duration.ofSeconds(1), () -> now[0]);
    for (int i = 0; i < 500; i++) {
      sampled.write(Operation.SEARCH_SIMILAR_THUMBNAILS, 429, 0, Duration.ofMillis(1), principal);
    }
    sampled.write(Operation.GET_COMMENTS, 503, 0, Duration.ofMillis(2), principal);
    sampled.write(Operation.SEARCH_SIMILAR_THUMBNAILS, 422, 0, Duration.ofMillis(3), principal);
    now[0] += RequestLog.REFUSAL_WINDOW.toNanos();
    sampled.write(Operation.SEARCH_SIMILAR_THUMBNAILS, 429, 0, Duration.ofMillis(1), principal);

    assertThat(lines.list)
        .extracting(ILoggingEvent::getFormattedMessage)
        .containsExactly(
            "operation=searchSimilarThumbnails status=429 units=0 durationMs=1.0 account=acct-1"
                + " key=key-1",
            "operation=getComments status=503 units=0 durationMs=2.0 account=acct-1 key=key-1",
            "operation=searchSimilarThumbnails status=422 units=0 durationMs=3.0 account=acct-1"
                + " key=key-1",
            "operation=searchSimilarThumbnails status=429 units=0 durationMs=1.0 account=acct-1"
                + " key=key-1 repeated=499");
  }

  @Test
  void atDebugEveryRequestIsLogged() {
    logger.setLevel(Level.DEBUG);
    log.write(Operation.GET_VIDEO_DETAILS, 200, 1, Duration.ofMillis(3), principal);
    assertThat(lines.list)
        .singleElement()
        .satisfies(line -> assertThat(line.getLevel()).isEqualTo(Level.DEBUG));
  }
}
