package io.vidlens.hardening;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.vidlens.VidlensApplication;
import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.VideosSeen;
import io.vidlens.testing.ApiClient;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.TestDatabases;
import io.vidlens.thumbnails.Drawings;
import io.vidlens.thumbnails.ImageServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import tools.jackson.databind.JsonNode;

/**
 * Two nodes on one PostgreSQL: A runs the thumbnail indexer, B has it off and only serves searches.
 * While both run, what A indexes is found by B's similar-thumbnail search within B's sync interval,
 * wave after wave, with no restart. Thumbnails come from a local server (the operator-named image
 * host); the platform itself is a closed local port.
 */
@Tag("server")
class TwoNodeThumbnailSyncTest {

  private static final String KEY = "thumbnail-sync-test-key-0123456789";
  private static final Duration SYNC = Duration.ofSeconds(1);

  /**
   * Beyond the interval: B's searches themselves (fetch, decode, embed) on a busy two-core machine.
   */
  private static final Duration SEARCHING = Duration.ofSeconds(10);

  private static final String CHANNEL = "UCthumbnailsync00000000000";

  private final ImageServer images = new ImageServer();
  private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();
  private String url;

  private ConfigurableApplicationContext node(boolean indexer) {
    try {
      ConfigurableApplicationContext node =
          new SpringApplicationBuilder(VidlensApplication.class)
              .run(
                  "--server.port=0",
                  "--spring.datasource.url=" + url,
                  "--spring.datasource.username=" + TestDatabases.USER,
                  "--spring.datasource.password=" + TestDatabases.PASSWORD,
                  "--vidlens.data-dir=" + Files.createTempDirectory("vidlens-node-"),
                  "--vidlens.bootstrap-api-key=" + KEY,
                  "--vidlens.plans.default.requests-per-second=100000",
                  // never the internet: the platform is a closed port, thumbnails the local server
                  "--vidlens.upstream.web-base-url=http://127.0.0.1:9",
                  "--vidlens.upstream.api-base-url=http://127.0.0.1:9",
                  "--vidlens.upstream.budget.per-hour=0",
                  "--vidlens.thumbnails.image-host=" + images.base(),
                  "--vidlens.thumbnails.fetch.allow-loopback=true",
                  "--vidlens.thumbnails.indexer-enabled=" + indexer,
                  "--vidlens.thumbnails.sync-interval=" + SYNC.toMillis() + "ms",
                  "--vidlens.thumbnails.poll-interval=200ms",
                  "--vidlens.thumbnails.max-attempts=1",
                  "--logging.structured.format.console=");
      nodes.add(node);
      return node;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @AfterEach
  void stop() {
    nodes.forEach(ConfigurableApplicationContext::close);
    images.close();
    if (url != null) {
      TestDatabases.dropSchema(url);
    }
  }

  @Test
  void aSearchOnlyNodeFindsWhatTheIndexingNodeIndexedWithinItsSyncInterval() {
    url = TestDatabases.freshPostgresSchema();
    ConfigurableApplicationContext a = node(true);
    ConfigurableApplicationContext b = node(false);
    ApiClient onB = new ApiClient(((WebServerApplicationContext) b).getWebServer().getPort(), KEY);
    JdbcTemplate database = a.getBean(JdbcTemplate.class);
    for (int i = 0; i < 10; i++) {
      images.serve(
          "/vi/" + id(i) + "/hqdefault.jpg",
          Drawings.encode(Drawings.scene(i), "jpg"),
          "image/jpeg");
      images.serve(
          "/q/" + id(i) + ".png",
          Drawings.encode(Drawings.crop(Drawings.scene(i), 0.85), "png"),
          "image/png");
    }
    // B's index is open (searches answer 503 until then), and empty
    await().atMost(Duration.ofSeconds(60)).until(() -> search(onB, 0).status() == 200);
    assertThat(search(onB, 0).json().get("data")).isEmpty();

    for (List<Integer> wave : List.of(List.of(0, 1, 2, 3, 4), List.of(5, 6, 7, 8, 9))) {
      List<VideosSeen.Video> videos = new ArrayList<>();
      wave.forEach(i -> videos.add(new VideosSeen.Video(id(i), CHANNEL, "Synced video " + i, "")));
      a.getBean(ReadEvents.class).videosSeen(new VideosSeen(videos));
      long last = wave.getLast() + 1;
      await("A stores the wave's vectors")
          .atMost(Duration.ofSeconds(90))
          .until(() -> stored(database) == last);

      // from here B has one sync interval to catch up, plus the time its searches take
      await("B finds wave " + wave)
          .atMost(SYNC.plus(SEARCHING))
          .pollInterval(Duration.ofMillis(200))
          .untilAsserted(() -> wave.forEach(i -> assertThat(topHit(onB, i)).isEqualTo(id(i))));
    }

    // every document once: a search over the whole corpus lists each video a single time
    JsonNode all = search(onB, 3).json().get("data");
    List<String> ids = new ArrayList<>();
    all.forEach(e -> ids.add(e.get("id").asString()));
    assertThat(ids)
        .doesNotHaveDuplicates()
        .containsExactlyInAnyOrderElementsOf(
            IntStream.range(0, 10).mapToObj(TwoNodeThumbnailSyncTest::id).toList());
  }

  private static String id(int i) {
    return String.format("sync%07d", i);
  }

  private static long stored(JdbcTemplate database) {
    return database.queryForObject(
        "SELECT COUNT(*) FROM thumbnail_videos WHERE channel_id = ? AND embedding IS NOT NULL",
        Long.class,
        CHANNEL);
  }

  private Answer search(ApiClient node, int i) {
    return node.post(
        "/api/external/similar-thumbnails/search",
        "{\"image_url\": \"" + images.url("/q/" + id(i) + ".png") + "\"}");
  }

  private String topHit(ApiClient node, int i) {
    Answer answer = search(node, i);
    assertThat(answer.status()).as(answer.text()).isEqualTo(200);
    JsonNode data = answer.json().get("data");
    assertThat(data).as("B's results for " + id(i)).isNotEmpty();
    return data.get(0).get("id").asString();
  }
}
