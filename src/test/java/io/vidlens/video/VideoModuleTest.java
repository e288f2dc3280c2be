package io.vidlens.video;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.when;

import io.vidlens.api.PageTokens;
import io.vidlens.api.SerializedAnswers;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.Videos;
import io.vidlens.model.VideoId;
import io.vidlens.platform.PlatformException;
import io.vidlens.video.api.VideoSnapshots;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * The video module started alone (Spring Modulith's module test), the catalog's video reads and the
 * edge's page tokens and answer cache mocked: what the module needs of the others. What a user
 * notices: a video the platform does not know leaves the thumbnail index's copy of its details
 * missing (an empty snapshot, so the search answers without it), while another failure reaches the
 * caller.
 */
// ModularityTest verifies the module model once for the build; not again per module test
@ApplicationModuleTest(verifyAutomatically = false)
@TestPropertySource(
    properties =
        // video keeps nothing of its own: no database is started for it
        "spring.autoconfigure.exclude="
            + "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration,"
            // no database: no event publication registry either
            + "org.springframework.modulith.events.jdbc.JdbcEventPublicationAutoConfiguration,"
            + "org.springframework.modulith.events.config.EventPublicationAutoConfiguration")
class VideoModuleTest {

  private static final String GONE = "dQw4w9WgXcQ";

  @MockitoBean Videos videos;
  @MockitoBean PageTokens tokens;
  @MockitoBean ReadEvents events;
  @MockitoBean SerializedAnswers serialized;

  @Autowired VideoSnapshots snapshots;
  @Autowired ApplicationContext context;

  @Test
  void aVideoThePlatformDoesNotKnowHasNoSnapshotAndOtherFailuresReachTheCaller() {
    when(videos.video(new VideoId(GONE)))
        .thenThrow(PlatformException.videoNotFound(GONE, "This video is unavailable"));
    when(videos.video(new VideoId("aaaaaaaaaaa")))
        .thenThrow(new IllegalStateException("the catalog failed"));

    assertThat(snapshots.details(GONE)).isEmpty();
    assertThatThrownBy(() -> snapshots.details("aaaaaaaaaaa"))
        .isInstanceOf(IllegalStateException.class);
    // no other module's beans: the gate, the catalog and the other features are not started
    assertThat(context.containsBean("accessGate")).isFalse();
    assertThat(context.getBeanNamesForType(VideoController.class)).hasSize(1);
  }
}
