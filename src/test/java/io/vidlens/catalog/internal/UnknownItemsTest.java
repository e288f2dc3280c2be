package io.vidlens.catalog.internal;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.internal.UnknownItems.Endpoint;
import io.vidlens.model.SkippedItem;
import io.vidlens.model.SkippedItem.Reason;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** Skipped list entries become a counter by list, kind and reason, and one WARN line per kind. */
class UnknownItemsTest {

  private final Logger logger = (Logger) LoggerFactory.getLogger(UnknownItems.class);
  private final ListAppender<ILoggingEvent> lines = new ListAppender<>();
  private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  private final UnknownItems unknown = new UnknownItems(meters);

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

  static SkippedItem item(String kind, int index) {
    return new SkippedItem(
        kind, "continuationItems[" + index + "].richItemRenderer.content", Reason.UNKNOWN_KIND, "");
  }

  double count(String endpoint, String kind) {
    var counter =
        meters
            .find(UnknownItems.METRIC)
            .tag("endpoint", endpoint)
            .tag("kind", kind)
            .tag("reason", "unknown_kind")
            .counter();
    return counter == null ? 0 : counter.count();
  }

  @Test
  void everySkippedEntryIsCountedByListAndKind() {
    unknown.report(
        Endpoint.CHANNEL_TAB, List.of(item("videoViewModel", 1), item("videoViewModel", 4)));
    unknown.report(Endpoint.CHANNEL_TAB, List.of(item("videoViewModel", 2)));
    unknown.report(Endpoint.PLAYLIST, List.of(item("videoViewModel", 0)));

    assertThat(count("channel_tab", "videoViewModel")).isEqualTo(3.0);
    assertThat(count("playlist", "videoViewModel")).isEqualTo(1.0);
    assertThat(count("comments", "videoViewModel")).isZero();
  }

  @Test
  void aNewKindIsLoggedOncePerListWithItsPath() {
    unknown.report(
        Endpoint.CHANNEL_TAB, List.of(item("videoViewModel", 1), item("videoViewModel", 4)));
    unknown.report(
        Endpoint.CHANNEL_TAB, List.of(item("videoViewModel", 2), item("otherViewModel", 3)));
    unknown.report(Endpoint.PLAYLIST, List.of(item("videoViewModel", 0)));

    assertThat(lines.list)
        .allSatisfy(line -> assertThat(line.getLevel()).isEqualTo(Level.WARN))
        .extracting(ILoggingEvent::getFormattedMessage)
        .containsExactly(
            "The platform's channel_tab list had an entry left out: videoViewModel at"
                + " continuationItems[1].richItemRenderer.content (UNKNOWN_KIND)",
            "The platform's channel_tab list had an entry left out: otherViewModel at"
                + " continuationItems[3].richItemRenderer.content (UNKNOWN_KIND)",
            "The platform's playlist list had an entry left out: videoViewModel at"
                + " continuationItems[0].richItemRenderer.content (UNKNOWN_KIND)");
  }

  @Test
  void kindsThatAreNotNamesOrTooManyAreTaggedAsSuch() {
    unknown.report(Endpoint.COMMENTS, List.of(item("{\"weird\": 1}", 0)));
    unknown.report(
        Endpoint.COMMENTS,
        IntStream.range(0, 250).mapToObj(i -> item("kind" + i + "ViewModel", i)).toList());

    assertThat(count("comments", "unnamed")).isEqualTo(1.0);
    assertThat(count("comments", "other")).isEqualTo(50.0);
    assertThat(meters.find(UnknownItems.METRIC).counters()).hasSize(202);
  }
}
