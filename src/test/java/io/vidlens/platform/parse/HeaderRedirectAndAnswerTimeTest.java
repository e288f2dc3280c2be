package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/**
 * Constructed answers for the parsers that only the recordings reached before: the older channel
 * header, the redirect-only channel browse and the time an answer says it was made. A clone without
 * {@code ../shared} still runs every parser of this package.
 */
class HeaderRedirectAndAnswerTimeTest {

  private static final String CHANNEL = "UC0123456789012345678901";
  private static final String OTHER = "UCabcdefghijklmnopqrstuv";

  @Test
  void theOlderTabbedHeaderOfARemovedChannelHoldsOnlyItsIdAndAvatar() {
    var header =
        Fixtures.json(
            """
            {'c4TabbedHeaderRenderer': {'channelId': 'UC0123456789012345678901',
              'avatar': {'thumbnails': [{'url': 'https://yt3.ggpht.com/default=s88', 'width': 88, 'height': 88}]}}}
            """);
    C4TabbedHeaderParser parser = new C4TabbedHeaderParser();

    assertThat(parser.renderer(header)).isPresent();
    ChannelHeader parsed = parser.parse(parser.renderer(header).orElseThrow());
    assertThat(parsed.variant()).isEqualTo("c4TabbedHeaderRenderer");
    assertThat(parsed.channelId()).isEqualTo(CHANNEL);
    assertThat(parsed.title()).isEmpty();
    assertThat(parsed.handle()).isEmpty();
    assertThat(parsed.avatar()).hasSize(1);
    assertThat(parsed.verified()).isFalse();
  }

  @Test
  void theOlderTabbedHeaderOfAVerifiedArtistTakesTheHandleFromItsUrl() {
    var header =
        Fixtures.json(
            """
            {'c4TabbedHeaderRenderer': {'channelId': 'UC0123456789012345678901', 'title': 'Band',
              'navigationEndpoint': {'browseEndpoint': {'canonicalBaseUrl': '/@band'}},
              'subscriberCountText': {'simpleText': '12K subscribers',
                'accessibility': {'accessibilityData': {'label': '12 thousand subscribers'}}},
              'videosCountText': {'runs': [{'text': '34'}, {'text': ' videos'}]},
              'badges': [{'metadataBadgeRenderer': {'style': 'BADGE_STYLE_TYPE_VERIFIED_ARTIST'}}]}}
            """);

    C4TabbedHeaderParser parser = new C4TabbedHeaderParser();
    ChannelHeader parsed = parser.parse(parser.renderer(header).orElseThrow());

    assertThat(parsed.title()).isEqualTo("Band");
    assertThat(parsed.handle()).isEqualTo("@band");
    assertThat(parsed.subscriberCountText()).isEqualTo("12K subscribers");
    assertThat(parsed.subscriberCountLabel()).isEqualTo("12 thousand subscribers");
    assertThat(parsed.videoCountText()).isEqualTo("34 videos");
    assertThat(parsed.verified()).isTrue();
    assertThat(parsed.artist()).isTrue();
    assertThat(parser.renderer(Fixtures.json("{'pageHeaderRenderer': {}}"))).isEmpty();
  }

  @Test
  void aBrowseAnsweringOnlyARedirectNamesTheOtherChannel() {
    var redirect =
        Fixtures.json(
            """
            {'responseContext': {}, 'onResponseReceivedActions': [
              {'navigateAction': {'endpoint': {'browseEndpoint': {'browseId': 'UCabcdefghijklmnopqrstuv'}}}}]}
            """);

    assertThat(ChannelRedirectParser.target(redirect)).contains(OTHER);
  }

  @Test
  void aPageOrARedirectElsewhereIsNoChannelRedirect() {
    var page =
        Fixtures.json(
            """
            {'header': {}, 'onResponseReceivedActions': [
              {'navigateAction': {'endpoint': {'browseEndpoint': {'browseId': 'UCabcdefghijklmnopqrstuv'}}}}]}
            """);
    var elsewhere =
        Fixtures.json(
            """
            {'onResponseReceivedActions': [
              {'navigateAction': {'endpoint': {'browseEndpoint': {'browseId': 'FEwhat_to_watch'}}}}]}
            """);

    assertThat(ChannelRedirectParser.target(page)).isEmpty();
    assertThat(ChannelRedirectParser.target(elsewhere)).isEmpty();
    assertThat(ChannelRedirectParser.target(null)).isEmpty();
  }

  @Test
  void anAnswerWithAnEntityTimestampIsDatedByIt() {
    var answer =
        Fixtures.json(
            """
            {'frameworkUpdates': {'entityBatchUpdate': {'timestamp': {'seconds': '1764115200', 'nanos': 5}}}}
            """);

    assertThat(AnswerTime.of(answer)).contains(Instant.ofEpochSecond(1_764_115_200L, 5));
  }

  @Test
  void aBrowseAnswerIsDatedByTheTimeInsideItsVisitorData() {
    // Field 1: the visitor ID (length-delimited); field 5: the issue time in epoch seconds.
    ByteArrayOutputStream message = new ByteArrayOutputStream();
    message.write(0x0a);
    message.write(3);
    message.writeBytes("abc".getBytes(StandardCharsets.US_ASCII));
    message.write(5 << 3);
    writeVarint(message, 1_764_115_200L);
    String visitorData =
        URLEncoder.encode(
            Base64.getUrlEncoder().encodeToString(message.toByteArray()), StandardCharsets.UTF_8);
    var answer = Fixtures.json("{'responseContext': {'visitorData': '" + visitorData + "'}}");

    assertThat(AnswerTime.of(answer)).contains(Instant.ofEpochSecond(1_764_115_200L));
  }

  @Test
  void anAnswerWithoutATimeOrWithAnImplausibleOneIsNotDated() {
    ByteArrayOutputStream tooEarly = new ByteArrayOutputStream();
    tooEarly.write(5 << 3);
    writeVarint(tooEarly, 1_000L);

    assertThat(AnswerTime.of(Fixtures.json("{'responseContext': {}}"))).isEmpty();
    assertThat(AnswerTime.visitorDataTime("not base64 !")).isEmpty();
    assertThat(
            AnswerTime.visitorDataTime(
                Base64.getUrlEncoder().withoutPadding().encodeToString(tooEarly.toByteArray())))
        .isEmpty();
    assertThat(AnswerTime.of(null)).isEmpty();
  }

  private static void writeVarint(ByteArrayOutputStream out, long value) {
    while ((value & ~0x7fL) != 0) {
      out.write((int) ((value & 0x7f) | 0x80));
      value >>>= 7;
    }
    out.write((int) value);
  }
}
