package io.vidlens.channel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.when;

import io.vidlens.api.PageTokens;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.channel.api.ChannelSnapshots;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.PlatformException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * The channel module started alone (Spring Modulith's module test), the catalog's channel reads and
 * the edge's page tokens mocked: what the module needs of the others. What a user notices: the
 * snapshot of a channel the platform does not know fails as Get About does (404), so the thumbnail
 * index tries it again later instead of storing an empty channel.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@TestPropertySource(
    properties =
        // channel keeps nothing of its own: no database is started for it
        "spring.autoconfigure.exclude="
            + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
            // no database: no event publication registry either
            + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
            + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration")
class ChannelModuleTest {

  private static final String GONE = "UC" + "g".repeat(22);

  @MockitoBean Channels channels;
  @MockitoBean PageTokens tokens;
  @MockitoBean ReadEvents events;

  @Autowired ChannelSnapshots snapshots;
  @Autowired ApplicationContext context;

  @Test
  void aChannelThePlatformDoesNotKnowFailsItsSnapshotAsGetAboutDoes() {
    when(channels.snapshot(new ChannelId(GONE)))
        .thenThrow(PlatformException.channelNotFound(GONE, "This channel does not exist"));

    assertThatThrownBy(() -> snapshots.about(GONE)).isInstanceOf(PlatformException.NotFound.class);
    // no other module's beans: the gate, the catalog and the other features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
    assertThat(context.getBeanNamesForType(ChannelContentController.class)).hasSize(1);
  }
}
