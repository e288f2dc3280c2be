package io.vidlens.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vidlens.model.InvalidInput;
import io.vidlens.platform.PlatformException;
import io.vidlens.testing.FakePlatform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Naming a channel: what is accepted, how handles and URLs resolve, and the 400/404 answers. */
class ChannelResolverTest {

  static final String ID = "UC0123456789012345678901";

  final FakePlatform platform = new FakePlatform();
  final Channels resolver = platform.channels();

  static tools.jackson.databind.JsonNode resolved(String browseId, String pageType) {
    return FakePlatform.json(
        "{'endpoint': {'commandMetadata': {'webCommandMetadata': {'webPageType': '"
            + pageType
            + "'}}, 'browseEndpoint': {'browseId': '"
            + browseId
            + "'}}}");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      @chan                                         | https://www.youtube.com/@chan
      https://www.youtube.com/@chan                 | https://www.youtube.com/@chan
      http://m.youtube.com/@chan/videos?view=0      | https://www.youtube.com/@chan
      youtube.com/c/SomeName                        | https://www.youtube.com/c/SomeName
      https://www.youtube.com/user/OldName#x        | https://www.youtube.com/user/OldName
      https://www.youtube.com/vanityname            | https://www.youtube.com/vanityname
      """)
  void handlesAndUrlsAreResolvedThroughTheirNormalizedUrl(String given, String url) {
    platform.resolve(url, resolved(ID, "WEB_PAGE_TYPE_CHANNEL"));
    assertThat(resolver.resolve(ChannelRef.parse(given, null)).value()).isEqualTo(ID);
    assertThat(platform.asked()).containsExactly("resolve " + url);
  }

  @Test
  void channelIdsAndChannelUrlsNeedNoPlatformCall() {
    assertThat(resolver.resolve(ChannelRef.parse(null, ID)).value()).isEqualTo(ID);
    assertThat(resolver.resolve(ChannelRef.parse(" " + ID + " ", null)).value()).isEqualTo(ID);
    assertThat(
            resolver
                .resolve(
                    ChannelRef.parse("https://www.youtube.com/channel/" + ID + "/videos", null))
                .value())
        .isEqualTo(ID);
    assertThat(platform.asked()).isEmpty();
  }

  @Test
  void unknownHandlesAndUrlsLeadingElsewhereAreNotFound() {
    platform.unknownUrl("https://www.youtube.com/@nobody");
    assertThatThrownBy(() -> resolver.resolve(ChannelRef.parse("@nobody", null)))
        .isInstanceOfSatisfying(
            PlatformException.NotFound.class,
            e -> {
              assertThat(e.getMessage()).endsWith("not found");
              assertThat(e.details()).contains("@nobody").contains("no channel has this handle");
            });
    platform.resolve(
        "https://www.youtube.com/somevideo",
        FakePlatform.json("{'endpoint': {'watchEndpoint': {'videoId': 'dQw4w9WgXcQ'}}}"));
    assertThatThrownBy(
            () -> resolver.resolve(ChannelRef.parse("https://www.youtube.com/somevideo", null)))
        .isInstanceOf(PlatformException.NotFound.class);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "  ",
        "abc",
        "UC123",
        "@ab",
        "UC0123456789012345678901x",
        "UC01234567890123456789!1",
        "https://example.com/@chan",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        "https://www.youtube.com/shorts/abc",
        "https://www.youtube.com/playlist?list=PL1",
        "ftp://www.youtube.com/@chan"
      })
  void malformedValuesAre400(String value) {
    assertThatThrownBy(() -> ChannelRef.parse(value, null))
        .isInstanceOfSatisfying(
            InvalidInput.class,
            e -> assertThat(e.getMessage()).isEqualTo("Invalid channel ID format"));
  }

  @Test
  void theAliasIsUsedWhenChannelIdIsMissing() {
    assertThat(ChannelRef.parse("", ID))
        .isEqualTo(new ChannelRef.ById(new io.vidlens.model.ChannelId(ID)));
    assertThat(ChannelRef.parse(ID, "@other")).isInstanceOf(ChannelRef.ById.class);
    assertThatThrownBy(() -> ChannelRef.parse(null, null)).isInstanceOf(InvalidInput.class);
  }
}
