package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.VideosSeen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.modulith.test.ApplicationModuleTest;
import org.springframework.modulith.test.Scenario;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.util.FileSystemUtils;

/**
 * The thumbnails module with the database (storage): the videos an operation read ({@link
 * VideosSeen}, published by the read layer) are queued for indexing through the event publication
 * registry. The indexing itself (embedder, index, search) is left out.
 */
@ApplicationModuleTest(verifyAutomatically = false, extraIncludes = "storage")
class VideosSeenToCorpusScenarioTest {

  static final String VIDEO = "dQw4w9WgXcQ";
  static final Path dataDir = newDataDirectory();

  private static Path newDataDirectory() {
    try {
      return Files.createTempDirectory("vidlens-thumbnails-scenario");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @DynamicPropertySource
  static void dataDirectory(DynamicPropertyRegistry registry) {
    registry.add("vidlens.data-dir", () -> dataDir.toString());
  }

  @AfterAll
  static void removeDataDirectory() throws IOException {
    FileSystemUtils.deleteRecursively(dataDir);
  }

  @MockitoBean ThumbnailIndexer indexer;
  @MockitoBean ThumbnailSearchService search;
  @MockitoBean IndexLoader loader;
  @MockitoBean IndexCatchUp catchUp;
  @MockitoBean IndexSync sync;
  @Autowired ThumbnailStore store;

  @Test
  void videosSeenAreQueuedForIndexing(Scenario scenario) {
    VideosSeen seen =
        new VideosSeen(
            List.of(
                new VideosSeen.Video(
                    VIDEO,
                    "UC" + "0".repeat(21) + "7",
                    "A title",
                    "https://i.ytimg.com/vi/" + VIDEO + "/hqdefault.jpg"),
                new VideosSeen.Video("not-an-id", "", "", "")));
    scenario
        .publish(seen)
        .andWaitForStateChange(
            () -> store.queueStates(List.of(VIDEO, "not-an-id")), states -> !states.isEmpty())
        .andVerify(states -> assertThat(states).containsOnlyKeys(VIDEO));
  }
}
