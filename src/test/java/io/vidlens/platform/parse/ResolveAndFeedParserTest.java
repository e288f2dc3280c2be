package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.ChannelFeed;
import io.vidlens.model.FeedEntry;
import io.vidlens.model.ResolvedUrl;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ResolveAndFeedParserTest {

  @Test
  void resolveUrlFixtures() {
    assertThat(
            ResolveUrlParser.parse(
                Fixtures.json(
                    """
        {'endpoint': {'commandMetadata': {'webCommandMetadata': {'webPageType': 'WEB_PAGE_TYPE_CHANNEL'}},
          'browseEndpoint': {'browseId': 'UC0123456789012345678901', 'params': 'EgC4AQ'}}}
        """)))
        .contains(
            new ResolvedUrl("UC0123456789012345678901", "EgC4AQ", "", "WEB_PAGE_TYPE_CHANNEL"));
    assertThat(
            ResolveUrlParser.parse(
                    Fixtures.json("{'endpoint': {'watchEndpoint': {'videoId': 'abcdefghijk'}}}"))
                .orElseThrow()
                .isChannel())
        .isFalse();
    assertThat(
            ResolveUrlParser.parse(
                Fixtures.json("{'error': {'code': 404, 'status': 'NOT_FOUND'}}")))
        .isEmpty();
    assertThat(
            PlatformError.of(
                    Fixtures.json(
                        "{'error': {'code': 404, 'status': 'NOT_FOUND', 'message': 'x'}}"))
                .orElseThrow()
                .notFound())
        .isTrue();
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
      channelhelper/02-resolve_url.json               | UCwWhs_6x42TyRM4Wstoq8HA
      channelhelper/03-resolve_url.json               | UCwWhs_6x42TyRM4Wstoq8HA
      channelhelper/04-resolve_url.json               | UCYJ61XIK64sp6ZFFS8sctxw
      channelhelper/05-resolve_url.json               | UCYJ61XIK64sp6ZFFS8sctxw
      channel/vsauce/02-resolve_url.json              | UC6nSFpj9HTCZ5t-N3Rm3-HA
      channellocalization/02-resolve_url.json         | UCeY0bbntWzzVIaj2z3QigXg
      channeltab/videos/02-resolve_url.json           | UCTwECeGqMZee77BjdoYtI2Q
      channeltab/playlists/02-resolve_url.json        | UC2DjFE7Xf11URZqWBigcVOQ
      channel/channelwithpronouns/02-resolve_url.json | UCEAXWzgcuF6XEiJcszhikQA
      """)
  void recordedHandlesAndLegacyUrls(String file, String channelId) {
    ResolvedUrl resolved = ResolveUrlParser.parse(RecordedExchange.load(file).json()).orElseThrow();
    assertThat(resolved.browseId()).isEqualTo(channelId);
    assertThat(resolved.isChannel()).isTrue();
    assertThat(resolved.pageType()).isEqualTo("WEB_PAGE_TYPE_CHANNEL");
    assertThat(resolved.params()).isNotEmpty();
  }

  @Test
  void unknownHandleIsEmpty() {
    RecordedExchange missing = RecordedExchange.load("channelhelper/06-resolve_url.json");
    assertThat(missing.status()).isEqualTo(404);
    assertThat(ResolveUrlParser.parse(missing.json())).isEmpty();
    assertThat(PlatformError.of(missing.json()).orElseThrow().notFound()).isTrue();
  }

  @Test
  void feedFixture() {
    ChannelFeed feed =
        ChannelFeedParser.parse(
                """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
         <yt:channelId>0123456789012345678901</yt:channelId>
         <title>Chan &amp; Co</title>
         <author><name>Chan</name><uri>https://www.youtube.com/channel/UC0123456789012345678901</uri></author>
         <published>2013-07-09T20:17:20+00:00</published>
         <entry>
          <yt:videoId>abcdefghijk</yt:videoId>
          <yt:channelId>UC0123456789012345678901</yt:channelId>
          <title>First &amp; best</title>
          <link rel="alternate" href="https://www.youtube.com/shorts/abcdefghijk"/>
          <published>2026-01-22T15:00:00-05:00</published>
          <updated>2026-01-23T10:00:00+00:00</updated>
          <media:group>
           <media:thumbnail url="https://i1.ytimg.com/vi/abcdefghijk/hqdefault.jpg" width="480" height="360"/>
           <media:description>Line 1
        Line 2</media:description>
           <media:community><media:statistics views="1086938"/></media:community>
          </media:group>
         </entry>
        </feed>
        """)
            .orElseThrow();
    assertThat(feed.channelId()).isEqualTo("UC0123456789012345678901");
    assertThat(feed.title()).isEqualTo("Chan & Co");
    FeedEntry entry = feed.entries().getFirst();
    assertThat(entry.videoId()).isEqualTo("abcdefghijk");
    assertThat(entry.title()).isEqualTo("First & best");
    // The exact text is kept: OffsetDateTime.toString() would drop ":00" seconds.
    assertThat(entry.published()).isEqualTo("2026-01-22T15:00:00-05:00");
    assertThat(entry.publishedAt()).isEqualTo(OffsetDateTime.parse("2026-01-22T15:00:00-05:00"));
    assertThat(entry.isShort()).isTrue();
    assertThat(entry.views()).isEqualTo(1_086_938L);
    assertThat(entry.description()).isEqualTo("Line 1\nLine 2");
  }

  @Test
  void notAFeedIsEmpty() {
    assertThat(ChannelFeedParser.parse("<!DOCTYPE html><html><title>Error 404</title></html>"))
        .isEmpty();
    assertThat(ChannelFeedParser.parse("")).isEmpty();
    assertThat(
            ChannelFeedParser.parse(
                "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><feed>&e;</feed>"))
        .isEmpty();
  }

  @Test
  void recordedKurzgesagtFeed() {
    ChannelFeed feed =
        ChannelFeedParser.parse(
                RecordedExchange.load("feed/kurzgesagt/00-feed.json").responseText())
            .orElseThrow();
    // Quirk: the feed-level yt:channelId is recorded without "UC"; the parser restores the full ID.
    assertThat(feed.channelId()).isEqualTo("UCsXVk37bltHxD1rDPwtNM8Q");
    assertThat(feed.title()).isEqualTo("Kurzgesagt – In a Nutshell");
    assertThat(feed.entries()).hasSize(15);
    assertThat(feed.entries())
        .allSatisfy(
            e -> {
              assertThat(e.channelId()).isEqualTo("UCsXVk37bltHxD1rDPwtNM8Q");
              assertThat(e.views()).isNotNull();
              assertThat(e.published())
                  .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+00:00");
            });
    assertThat(feed.entries())
        .extracting(FeedEntry::videoId, FeedEntry::published, FeedEntry::isShort)
        .startsWith(
            org.assertj.core.groups.Tuple.tuple("zg40FHOAqC0", "2026-01-22T15:01:42+00:00", true),
            org.assertj.core.groups.Tuple.tuple("D0WQK7cMJn8", "2026-01-16T15:30:05+00:00", false),
            org.assertj.core.groups.Tuple.tuple("OU36JDGzXb0", "2026-01-15T15:00:45+00:00", true));
    assertThat(feed.entries().get(0).title()).isEqualTo("Jupiter Made Earth Possible");
    assertThat(feed.entries().get(0).views()).isEqualTo(1_086_938L);
    assertThat(feed.entries().get(1).views()).isEqualTo(1_545_151L);
    assertThat(feed.entries().get(14).videoId()).isEqualTo("ZSch_NgZpQs");
  }

  @Test
  void missingChannelFeedIsEmpty() {
    RecordedExchange missing = RecordedExchange.load("feed/notavailable/00-feed.json");
    assertThat(missing.status()).isEqualTo(404);
    assertThat(ChannelFeedParser.parse(missing.responseText())).isEmpty();
  }
}
