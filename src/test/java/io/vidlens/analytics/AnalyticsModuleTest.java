package io.vidlens.analytics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.mockito.Mockito.when;

import io.vidlens.catalog.Channels;
import io.vidlens.catalog.CountHistory;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.Videos;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * The analytics module started alone (Spring Modulith's module test) with its estimation models,
 * the catalog's reads and count history mocked and a read policy: what the module needs of the
 * others. What a user notices: Get RPM of a removed video is still an answer (success false, in the
 * description's words) and asks nothing of its channel, while a video that never existed is a 404.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@TestPropertySource(
    properties =
        // analytics keeps its history through the catalog, mocked here: no database
        "spring.autoconfigure.exclude="
            + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
            // no database: no event publication registry either
            + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
            + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration")
class AnalyticsModuleTest {

  private static final String REMOVED = "rEmOvEd0001";
  private static final String NEVER = "nEvEr000001";

  /** The catalog's read policy as it is (the clock is the application class's). */
  @TestConfiguration(proxyBeanMethods = false)
  static class Others {
    @Bean
    ReadPolicy readPolicy() {
      return new ReadPolicy(10);
    }
  }

  @MockitoBean Videos videos;
  @MockitoBean Channels channels;
  @MockitoBean CountHistory history;

  @Autowired RpmService rpm;
  @Autowired ApplicationContext context;

  @Test
  void theRpmOfARemovedVideoIsAnAnswerAndOfAnUnknownOneA404() {
    when(videos.video(new VideoId(REMOVED)))
        .thenThrow(
            PlatformException.videoNotFound(
                REMOVED, "This video has been removed", PlatformException.Absence.REMOVED));
    when(videos.video(new VideoId(NEVER)))
        .thenThrow(PlatformException.videoNotFound(NEVER, "This video is unavailable"));

    RpmAnswer removed = rpm.rpm(new VideoId(REMOVED));

    assertThat(removed).isInstanceOf(RpmAnswer.Unavailable.class);
    RpmAnswer.Unavailable unavailable = (RpmAnswer.Unavailable) removed;
    assertThat(unavailable.success()).isFalse();
    assertThat(unavailable.error()).isEqualTo("video private, unlisted or removed");
    assertThatThrownBy(() -> rpm.rpm(new VideoId(NEVER)))
        .isInstanceOf(PlatformException.NotFound.class);
    verifyNoInteractions(channels);
    // no other module's beans: the gate, the catalog and the other features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
  }
}
