package io.vidlens.platform.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.model.ChannelId;
import io.vidlens.model.RelatedVideo;
import io.vidlens.platform.transport.NextAnswersAsRead;
import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;

/**
 * The related videos of a watch page, each with its channel: on every recorded watch page, as the
 * client reads it (the filtered tree) and in full alike, and on fixtures of the documented shapes.
 */
class RelatedVideosParserTest {

  @TestFactory
  Stream<DynamicTest> everyRecordedWatchPageNamesItsRelatedVideosChannels() throws IOException {
    Path root = Recordings.require();
    List<Path> pages;
    try (Stream<Path> walk = Files.walk(root)) {
      pages = walk.filter(p -> p.toString().endsWith("-next.json")).sorted().toList();
    }
    return pages.stream()
        .map(
            file ->
                DynamicTest.dynamicTest(
                    root.relativize(file).toString(),
                    () -> {
                      RecordedExchange x = RecordedExchange.read(file);
                      if (x.hasContinuation()) {
                        assertThat(RelatedVideosParser.parse(x.json())).isEmpty();
                        return;
                      }
                      List<RelatedVideo> related = RelatedVideosParser.parse(x.json());
                      String own = WatchPageParser.parse(x.json()).videoId();
                      assertThat(related).hasSizeGreaterThanOrEqualTo(10);
                      assertThat(related)
                          .allSatisfy(
                              v -> {
                                assertThat(v.videoId()).hasSize(11).isNotEqualTo(own);
                                assertThat(ChannelId.isValid(v.channelId().value())).isTrue();
                                assertThat(v.channelName()).isNotBlank();
                                assertThat(v.title()).isNotBlank();
                              });
                      assertThat(RelatedVideosParser.parse(NextAnswersAsRead.of(x.json())))
                          .isEqualTo(related);
                    }));
  }

  static final String CHANNEL = "UCabcdefghijklmnopqrstuv";

  @Test
  void readsVideoLockupsAndCompactRenderersAndPassesOverMixesAndChannelless() {
    JsonNode page =
        RecordedExchange.JSON.readTree(
            """
            {"contents":{"twoColumnWatchNextResults":{"secondaryResults":{"secondaryResults":{
              "results":[
               {"lockupViewModel":{"contentId":"aaaaaaaaaaa","contentType":"LOCKUP_CONTENT_TYPE_VIDEO",
                "metadata":{"lockupMetadataViewModel":{"title":{"content":"Why stars shine"},
                 "image":{"decoratedAvatarViewModel":{"rendererContext":{"commandContext":{"onTap":{
                  "innertubeCommand":{"browseEndpoint":{"browseId":"%s"}}}}}}},
                 "metadata":{"contentMetadataViewModel":{"metadataRows":[
                  {"metadataParts":[{"text":{"content":" Star Lab "}}]}]}}}}}},
               {"lockupViewModel":{"contentId":"RDmixmixmix","contentType":"LOCKUP_CONTENT_TYPE_PLAYLIST",
                "metadata":{"lockupMetadataViewModel":{"title":{"content":"Mix"}}}}},
               {"lockupViewModel":{"contentId":"bbbbbbbbbbb","contentType":"LOCKUP_CONTENT_TYPE_VIDEO",
                "metadata":{"lockupMetadataViewModel":{"title":{"content":"No channel"}}}}},
               {"compactVideoRenderer":{"videoId":"ccccccccccc","title":{"simpleText":"Old shape"},
                "longBylineText":{"runs":[{"text":"Old Channel","navigationEndpoint":{
                 "browseEndpoint":{"browseId":"%s"}}}]}}},
               {"continuationItemRenderer":{}}]}}}}}
            """
                .formatted(CHANNEL, CHANNEL));

    assertThat(RelatedVideosParser.parse(page))
        .containsExactly(
            new RelatedVideo("aaaaaaaaaaa", "Why stars shine", new ChannelId(CHANNEL), "Star Lab"),
            new RelatedVideo("ccccccccccc", "Old shape", new ChannelId(CHANNEL), "Old Channel"));
  }

  @Test
  void aPageWithoutRelatedVideosHasNone() {
    assertThat(RelatedVideosParser.parse(RecordedExchange.JSON.readTree("{\"contents\":{}}")))
        .isEmpty();
  }
}
