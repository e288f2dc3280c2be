package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.ChannelSource;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.UnreadableAnswer;
import io.vidlens.platform.resilience.UpstreamFault;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * An answer the platform's parser cannot read leaves the platform as its {@link UnreadableAnswer}
 * and reaches callers as the read policy's 503 naming what could not be read, as when the catalog
 * ran the parsers itself.
 */
class UnreadableAnswerTest {

  /** A continuation answer no parser can read: every field it is asked for breaks. */
  private static final ChannelSource BROKEN =
      new ChannelSource() {
        @Override
        public JsonNode browse(String browseId, String params) {
          throw new AssertionError("not asked");
        }

        @Override
        public JsonNode continuation(String token) {
          return new ObjectNode(JsonNodeFactory.instance) {
            @Override
            public JsonNode get(String name) {
              throw new IllegalStateException("a changed answer");
            }

            @Override
            public JsonNode path(String name) {
              throw new IllegalStateException("a changed answer");
            }
          };
        }

        @Override
        public JsonNode resolveUrl(String url) {
          throw new AssertionError("not asked");
        }

        @Override
        public String feed(String channelId) {
          throw new AssertionError("not asked");
        }
      };

  @Test
  void theTypedReadRaisesUnreadableAnswer() {
    assertThatThrownBy(() -> new ChannelReads(BROKEN).continuation("TOKEN"))
        .isInstanceOf(UnreadableAnswer.class);
  }

  @Test
  void theCatalogAnswersA503NamingWhatItCouldNotRead() {
    ReadPolicy policy = new ReadPolicy(7);
    UnknownItems unknown = new UnknownItems(new SimpleMeterRegistry());
    ChannelReads reads = new ChannelReads(BROKEN);
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
