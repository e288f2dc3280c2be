package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.internal.Playlists;
import io.vidlens.catalog.internal.UnknownItems;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.TestPlatform;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.faults.UpstreamFault;
import io.vidlens.testing.FakePlatform;
import org.junit.jupiter.api.Test;

/**
 * An answer the platform's parser cannot read leaves the platform as its {@link UnreadableAnswer}
 * and reaches callers as the read policy's 503 naming what could not be read, as when the catalog
 * ran the parsers itself.
 */
class UnreadableAnswerTest {

  /**
   * A continuation answer the parser could not read (the parsers read every JSON shape tried
   * without throwing, so the platform's failure is given as it would raise it).
   */
  private static final FakePlatform BROKEN =
      new FakePlatform().continuationFails("TOKEN", TestPlatform.unreadable("a changed answer"));

  @Test
  void theTypedReadRaisesUnreadableAnswer() {
    assertThatThrownBy(() -> BROKEN.reads().continuation("TOKEN"))
        .isInstanceOf(UnreadableAnswer.class);
  }

  @Test
  void theCatalogAnswersA503NamingWhatItCouldNotRead() {
    ReadPolicy policy = new ReadPolicy(7);
    UnknownItems unknown = new UnknownItems(new SimpleMeterRegistry());
    ChannelReads reads = BROKEN.reads();
    Channels channels = new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown);

    assertThatThrownBy(() -> channels.next("TOKEN"))
        .isInstanceOfSatisfying(
            PlatformException.Unavailable.class,
            e -> {
              assertThat(e.fault()).isEqualTo(UpstreamFault.UNEXPECTED_ANSWER);
              assertThat(e.details())
                  .isEqualTo(
                      UpstreamFault.UNEXPECTED_ANSWER.details()
                          + " (a further page of a channel tab)");
            });
  }
}
