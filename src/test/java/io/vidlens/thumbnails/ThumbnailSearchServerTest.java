package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.ReadEvents;
import io.vidlens.catalog.VideosSeen;
import io.vidlens.testing.ApiClient.Answer;
import io.vidlens.testing.ServerTest;
import java.awt.image.BufferedImage;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.util.FileSystemUtils;
import tools.jackson.databind.JsonNode;

/**
 * The whole feature through the API: videos published as seen are indexed from thumbnails served by
 * a local server (the configured image host), then found by image and by text; every SSRF case
 * answers 422 while the server stays healthy; a restart resumes and rebuilds a lost index. Loopback
 * is allowed here (the setting is off by default) so the local server can be reached.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Import(ThumbnailSearchServerTest.Resolver.class)
class ThumbnailSearchServerTest extends ServerTest {

  static final ImageServer images = new ImageServer();
  static final String CHANNEL = "UCthumbnailtests000000000";
  static final String[] TITLES = {
    "Volcano eruption explained in ten minutes", "Chess opening traps for beginners",
        "Sourdough bread at home",
    "Electric guitar solo lesson", "Mars rover landing footage", "Origami crane folding tutorial",
    "Budget travel in Portugal", "Marathon training plan week one", "Knitting a winter scarf",
    "Saxophone jazz improvisation", "Deep sea octopus documentary", "Building a treehouse",
    "Quantum computing for kids", "Skateboard kickflip slow motion", "Beekeeping first harvest",
    "Restoring a vintage motorcycle", "Watercolor sunset painting", "Cat reacts to cucumber",
    "Ancient Rome aqueduct engineering", "Homemade ramen noodles",
        "Snowboarding backcountry powder",
    "Tiny house tour", "Drone racing championship", "Lego castle speed build"
  };

  @TestConfiguration
  static class Resolver {
    /** A public-looking name whose DNS answer is a private address. */
    @Bean
    @Primary
    NameResolver testResolver() {
      return host ->
          host.equals("images.evil.test")
              ? new InetAddress[] {InetAddress.getByName("10.20.30.40")}
              : NameResolver.SYSTEM.resolve(host);
    }
  }

  @DynamicPropertySource
  static void thumbnails(DynamicPropertyRegistry registry) {
    registry.add("vidlens.thumbnails.fetch.allow-loopback", () -> "true");
    registry.add("vidlens.thumbnails.fetch.max-bytes", () -> "2000000");
    registry.add("vidlens.thumbnails.image-host", images::base);
    registry.add("vidlens.thumbnails.poll-interval", () -> "200ms");
    registry.add("vidlens.thumbnails.max-attempts", () -> "2");
    // Short, so that a fetch from a server that never answers ends soon (the default is 10 s), yet
    // long enough for a held fetch to outlast the requests its test makes meanwhile.
    registry.add("vidlens.thumbnails.fetch.timeout", () -> "3s");
    // One decoding at a time, one per account: the pool's share is then seen with one held task.
    registry.add("vidlens.compute.pools.image.threads", () -> "1");
    registry.add("vidlens.compute.pools.image.per-account", () -> "1");
    registry.add("vidlens.compute.pools.image.max-wait", () -> "2m");
  }

  @Autowired ReadEvents events;
  @Autowired ThumbnailStore store;
  @Autowired ThumbnailIndexer indexer;
  @Autowired IndexCatchUp catchUp;
  @Autowired ImageEmbedder embedder;
  @Autowired FetchSlots slots;
  @Autowired io.vidlens.access.ApiKeyService keys;
  @Autowired io.vidlens.access.internal.QuotaLedger ledger;
  @Autowired io.vidlens.compute.ComputePools pools;

  @Value("${vidlens.data-dir}")
  Path dataDir;

  /** The video listed from a Shorts tab. */
  static final int SHORT = 1;

  static String id(int i) {
    return String.format("thumb%06d", i);
  }

  static boolean published;

  @BeforeEach
  void corpus() {
    if (published) {
      return;
    }
    List<VideosSeen.Video> videos = new ArrayList<>();
    for (int i = 0; i < TITLES.length; i++) {
      // the video listed as a Short (a Shorts tab's entry) comes with its vertical frame ("oar2")
      String file = i == SHORT ? "oar2.jpg" : "hqdefault.jpg";
      images.serve(
          "/vi/" + id(i) + "/" + file, Drawings.encode(Drawings.scene(i), "jpg"), "image/jpeg");
      videos.add(
          new VideosSeen.Video(
              id(i),
              CHANNEL,
              TITLES[i],
              "https://i.ytimg.com/vi/" + id(i) + "/" + file,
              null,
              i == SHORT));
    }
    events.videosSeen(new VideosSeen(videos));
    waitUntilSearchable(TITLES.length);
    published = true;
  }

  @AfterAll
  static void stopServer() {
    images.close();
  }

  /**
   * Waits until {@code count} vectors are stored and the index has committed them: the indexer
   * stores each vector before its round's catch-up puts it in the index, so a stored count alone
   * can run ahead of what a search sees. A catch-up run here queues behind the indexer's own.
   */
  void waitUntilSearchable(int count) {
    waitFor(() -> store.countIndexed(embedder.id()) == count, count + " thumbnails to be stored");
    waitFor(indexer::ready, "the index");
    catchUp.run(indexer.index().orElseThrow());
    assertThat(indexer.index().orElseThrow().size()).isEqualTo(count);
  }

  static void waitFor(BooleanSupplier condition, String what) {
    Instant until = Instant.now().plus(Duration.ofSeconds(90));
    while (!condition.getAsBoolean()) {
      if (Instant.now().isAfter(until)) {
        throw new AssertionError("timed out waiting for " + what);
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }

  Answer search(String field, String value) {
    return api()
        .post("/api/external/similar-thumbnails/search", "{\"" + field + "\": \"" + value + "\"}");
  }

  @Test
  @Order(1)
  void anImageFindsItsOwnCropsAndResizesFirstWithEveryField() throws Exception {
    for (int i = 0; i < TITLES.length; i += 4) {
      BufferedImage original = Drawings.scene(i);
      images.serve(
          "/q/crop" + i + ".png",
          Drawings.encode(Drawings.crop(original, 0.8), "png"),
          "image/png");
      images.serve(
          "/q/small" + i + ".webp.jpg",
          Drawings.encode(Drawings.resize(original, 240, 180), "jpg"),
          "image/jpeg");
      for (String q : new String[] {"/q/crop" + i + ".png", "/q/small" + i + ".webp.jpg"}) {
        Answer answer = search("image_url", images.url(q));
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
        assertThat(answer.header(ThumbnailSearchController.METHOD_HEADER)).contains("image");
        JsonNode data = answer.json().get("data");
        assertThat(data.get(0).get("id").asString()).as(q).isEqualTo(id(i));
        double previous = 1;
        for (JsonNode e : data) {
          double s = e.get("similarity").asDouble();
          assertThat(s).isBetween(0.0, previous);
          previous = s;
        }
      }
    }
    JsonNode first = search("image_url", images.url("/q/crop0.png")).json().get("data").get(0);
    assertThat(first.get("filename").asString()).isEqualTo(id(0) + ".jpg");
    assertThat(first.get("path").asString()).isEqualTo("thumbnails/files/th");
    assertThat(first.get("fullLocalPath").asString())
        .isEqualTo("thumbnails/files/th/" + id(0) + ".jpg")
        .doesNotStartWith("/");
    assertThat(Files.isRegularFile(dataDir.resolve(first.get("fullLocalPath").asString())))
        .isTrue();
    assertThat(first.get("metadata").get("title").asString()).isEqualTo(TITLES[0]);
    assertThat(first.get("metadata").get("matchedBy").asString()).isEqualTo("image");
    assertThat(first.get("platformVideoUrl").asString())
        .isEqualTo("https://www.youtube.com/watch?v=" + id(0));
    assertThat(first.get("platformThumbnailUrl").asString())
        .isEqualTo("https://i.ytimg.com/vi/" + id(0) + "/hqdefault.jpg");
    assertThat(first.get("platformMaxResUrl").asString())
        .isEqualTo("https://i.ytimg.com/vi/" + id(0) + "/maxresdefault.jpg");
    assertThat(first.get("videoData").get("channelId").asString()).isEqualTo(CHANNEL);
    assertThat(first.get("channelData").get("channelId").asString()).isEqualTo(CHANNEL);
    // this server's platform is unreachable: what was not learned is null, never invented
    assertThat(first.get("calculatedData").get("outlierScore").isNull()).isTrue();
    assertThat(first.get("calculatedData").get("outlierThreshold").asDouble()).isEqualTo(2.0);
  }

  /**
   * Details and channel never read (this server's platform is unreachable): the flags, the length,
   * the dates and the verdict are null, not false, "" or "video", and {@code unread} says which
   * sections were not read; a video listed from a Shorts tab is a short all the same.
   */
  @Test
  @Order(1)
  void whatWasNeverReadIsNullAndSaidSoAndAListedShortIsAShort() {
    JsonNode data = search("text", TITLES[0]).json().get("data");
    JsonNode video = element(data, id(0));
    JsonNode videoData = video.get("videoData");
    for (String field :
        List.of(
            "isFamilySafe",
            "isPrivate",
            "isLiveContent",
            "lengthSeconds",
            "description",
            "channelTitle",
            "category",
            "publishDate",
            "uploadDate")) {
      assertThat(videoData.get(field).isNull()).as(field).isTrue();
    }
    assertThat(videoData.get("channelId").asString()).isEqualTo(CHANNEL);
    for (String field :
        List.of("subscriberCount", "country", "joinedDate", "isFamilySafe", "channelHandle")) {
      assertThat(video.get("channelData").get(field).isNull()).as(field).isTrue();
    }
    assertThat(video.get("calculatedData").get("isOutlier").isNull()).isTrue();
    assertThat(video.get("metadata").get("videoType").isNull()).isTrue();
    assertThat(video.get("metadata").get("categories")).isEmpty();
    assertThat(video.get("unread"))
        .extracting(JsonNode::asString)
        .containsExactly("videoData", "channelData", "calculatedData");

    JsonNode listedShort = element(search("text", TITLES[SHORT]).json().get("data"), id(SHORT));
    assertThat(listedShort.get("metadata").get("videoType").asString()).isEqualTo("short");
    assertThat(listedShort.get("platformThumbnailUrl").asString()).endsWith("/oar2.jpg");
  }

  private static JsonNode element(JsonNode data, String videoId) {
    for (JsonNode e : data) {
      if (e.get("id").asString().equals(videoId)) {
        return e;
      }
    }
    throw new AssertionError(videoId + " not among " + data);
  }

  @Test
  @Order(2)
  void textFindsTheVideosItNames() {
    String[][] cases = {
      {"volcano eruption", "0"},
      {"chess traps", "1"},
      {"how to fold an origami crane", "5"},
      {"octopus in the deep sea", "10"},
      {"ramen", "19"},
      {"lego castle", "23"}
    };
    for (String[] c : cases) {
      Answer answer = search("text", c[0]);
      assertThat(answer.status()).as(answer.text()).isEqualTo(200);
      JsonNode data = answer.json().get("data");
      assertThat(data.get(0).get("id").asString()).as(c[0]).isEqualTo(id(Integer.parseInt(c[1])));
      assertThat(data.get(0).get("metadata").get("matchedBy").asString())
          .isEqualTo("text-metadata");
      assertThat(answer.header(ThumbnailSearchController.METHOD_HEADER))
          .contains("text-metadata+visual-from-text-matches");
      assertThat(data.size()).isGreaterThan(1);
      assertThat(data.findValuesAsString("matchedBy")).contains("visual-from-text-matches");
    }
  }

  @Test
  @Order(3)
  void everySsrfCaseAnswers422AndTheServerStaysHealthy() {
    images.serve("/huge.png", new byte[3_000_000], "image/png");
    images.serve("/bomb.png", Drawings.pngClaiming(100_000, 100_000), "image/png");
    images.serve("/page.png", "<html><body>hello</body></html>".getBytes(), "image/png");
    images.redirect("/to-private", "http://192.168.0.10/internal.png");
    images.redirect("/to-metadata", "http://169.254.169.254/latest/meta-data/iam/");
    images
        .redirect("/loop1", "/loop2")
        .redirect("/loop2", "/loop3")
        .redirect("/loop3", "/loop4")
        .redirect("/loop4", "/huge.png");
    List<String> urls =
        List.of(
            "http://10.0.0.1/a.png",
            "http://192.168.1.1/a.png",
            "http://172.16.0.1/a.png",
            "http://167772161/a.png",
            "http://0xa000001/a.png",
            "http://012.0.0.1/a.png",
            "http://[::ffff:10.0.0.1]/a.png",
            "http://[fd00::1]/a.png",
            "http://[fe80::1]/a.png",
            "http://169.254.169.254/latest/meta-data/",
            "http://[fd00:ec2::254]/latest/meta-data/",
            "http://100.100.100.200/latest/meta-data/",
            "http://224.0.0.1/a.png",
            "http://images.evil.test/a.png",
            images.url("/to-private"),
            images.url("/to-metadata"),
            images.url("/loop1"),
            images.url("/huge.png"),
            images.url("/bomb.png"),
            images.url("/page.png"),
            images.url("/nothing-here.png"),
            "file:///etc/passwd",
            "ftp://example.org/a.png",
            "javascript:alert(1)");
    for (String url : urls) {
      Answer answer = search("image_url", url);
      assertThat(answer.status()).as(url + " -> " + answer.text()).isEqualTo(422);
      assertThat(answer.error().get("message").asString()).isEqualTo("Unable to process image");
      assertThat(answer.text()).doesNotContain(dataDir.toString()).doesNotContain("10.20.30.40");
    }
    assertThat(anonymous().get("/actuator/health/liveness").status()).isEqualTo(200);
    assertThat(search("image_url", images.url("/q/crop0.png")).status()).isEqualTo(200);
  }

  @Test
  @Order(5)
  void aRestartResumesTheQueueAndRebuildsALostIndex() throws Exception {
    indexer.stop();
    Answer during = search("text", "volcano");
    assertThat(during.status()).isEqualTo(503);
    assertThat(during.error().get("message").asString())
        .isEqualTo("Thumbnail search service unavailable");
    assertThat(during.error().get("retryAfter").asLong()).isPositive();
    assertThat(during.header("Retry-After")).isPresent();

    FileSystemUtils.deleteRecursively(dataDir.resolve("thumbnails/index"));
    int before = images.requests.get();
    List<VideosSeen.Video> more = new ArrayList<>();
    for (int i = 100; i < 103; i++) {
      images.serve(
          "/vi/" + id(i) + "/hqdefault.jpg",
          Drawings.encode(Drawings.scene(i), "jpg"),
          "image/jpeg");
      more.add(new VideosSeen.Video(id(i), CHANNEL, "Late video " + i, ""));
    }
    events.videosSeen(new VideosSeen(more));
    Thread.sleep(300);
    assertThat(store.countIndexed(embedder.id()))
        .isEqualTo(TITLES.length); // stopped: nothing indexed

    indexer.start();
    waitUntilSearchable(TITLES.length + 3);
    // only the three new thumbnails were fetched: finished work is not redone
    assertThat(images.requests.get() - before).isEqualTo(3);
    images.serve(
        "/q/late.png",
        Drawings.encode(Drawings.crop(Drawings.scene(101), 0.85), "png"),
        "image/png");
    assertThat(
            search("image_url", images.url("/q/late.png"))
                .json()
                .get("data")
                .get(0)
                .get("id")
                .asString())
        .isEqualTo(id(101));
    assertThat(
            search("image_url", images.url("/q/crop0.png"))
                .json()
                .get("data")
                .get(0)
                .get("id")
                .asString())
        .isEqualTo(id(0));
  }

  /**
   * One key pointing at a server that never answers holds its own two fetch slots and no more: its
   * third search is answered 429 at once (with retryAfter and Retry-After), while another key's
   * search is served meanwhile; the stalled fetches end at the deadline as 422.
   */
  @Test
  @Order(4)
  void oneKeyHoldsAtMostTwoFetchesAndIsToldAtOnceWhileOthersAreServed() throws Exception {
    io.vidlens.access.IssuedKey key = keys.create("greedy-" + System.nanoTime(), "k", null);
    io.vidlens.testing.ApiClient greedy = api().withKey(key.secret());
    String body = "{\"image_url\": \"%s\"}";
    try (StallingServer stalling = new StallingServer(StallingServer.Mode.SILENT);
        var pool = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
      String url = stalling.url("/never.png");
      List<java.util.concurrent.Future<Answer>> held = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        held.add(
            pool.submit(
                () -> greedy.post("/api/external/similar-thumbnails/search", body.formatted(url))));
      }
      waitFor(() -> slots.inFlight() >= 2, "two fetches to hold their slots");

      Answer third = greedy.post("/api/external/similar-thumbnails/search", body.formatted(url));
      assertThat(third.status()).isEqualTo(429);
      assertThat(third.error().get("message").asString()).isEqualTo("Rate limit exceeded");
      assertThat(third.error().get("retryAfter").asLong()).isPositive();
      assertThat(third.header("Retry-After")).isPresent();
      assertThat(third.error().get("details").asString()).contains("At most 2");

      Answer other = search("image_url", images.url("/q/crop0.png"));
      assertThat(other.status()).isEqualTo(200);

      for (var f : held) {
        Answer stalled = f.get(60, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(stalled.status()).isEqualTo(422);
        assertThat(stalled.error().get("details").asString()).contains("took longer than");
      }
    }
    assertThat(slots.inFlight()).isZero();
  }

  /**
   * A refused image costs no quota units (the ledger is unchanged) but takes tokens of the key's
   * per-second rate: on a plan of one request a second, the next request waits about ten seconds.
   */
  @Test
  @Order(4)
  void aRefusedImageCostsRateTokensButNoUnits() {
    io.vidlens.access.IssuedKey key = keys.create("refused-" + System.nanoTime(), "k", "slow");
    io.vidlens.testing.ApiClient slow = api().withKey(key.secret());
    Answer refused =
        slow.post(
            "/api/external/similar-thumbnails/search",
            "{\"image_url\": \"http://10.0.0.1/a.png\"}");
    assertThat(refused.status()).isEqualTo(422);
    Answer next = slow.post("/api/external/similar-thumbnails/search", "{\"text\": \"volcano\"}");
    assertThat(next.status()).isEqualTo(429);
    // one request a second alone would make it wait 1 s; the refusal's 10 tokens make it ~11 s
    assertThat(next.error().get("retryAfter").asLong()).isBetween(5L, 12L);
    assertThat(
            ledger.unitsUsed(
                key.account().id(), io.vidlens.access.UsagePeriod.containing(Instant.now())))
        .isZero();
  }

  /**
   * A decompression bomb through the API: a 16-bit PNG of 40000 × 1000 pixels (under the pixel
   * limit, about 300 KB, 320 MB if decoded in full) is decoded subsampled and searched; one whose
   * rows alone exceed the decode budget is refused; the server stays healthy throughout.
   */
  @Test
  @Order(4)
  void aDecompressionBombIsSearchedWithinTheBudgetAndTheServerStaysHealthy() throws Exception {
    images.serve("/bomb16.png", Drawings.png16(40_000, 1_000), "image/png");
    images.serve("/wide16.png", Drawings.png16(4_000_000, 10), "image/png");
    try (var pool = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
      List<java.util.concurrent.Future<Answer>> bombs = new ArrayList<>();
      for (int i = 0; i < 2; i++) {
        io.vidlens.access.IssuedKey key = keys.create("bomb-" + i + System.nanoTime(), "k", null);
        bombs.add(
            pool.submit(
                () ->
                    api()
                        .withKey(key.secret())
                        .post(
                            "/api/external/similar-thumbnails/search",
                            "{\"image_url\": \"" + images.url("/bomb16.png") + "\"}")));
      }
      for (var f : bombs) {
        Answer answer = f.get(120, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(answer.status()).as(answer.text()).isEqualTo(200);
      }
    }
    Answer wide = search("image_url", images.url("/wide16.png"));
    assertThat(wide.status()).isEqualTo(422);
    assertThat(wide.error().get("details").asString()).contains("too wide");
    assertThat(anonymous().get("/actuator/health/liveness").status()).isEqualTo(200);
    assertThat(search("text", "volcano").status()).isEqualTo(200);
  }

  /**
   * Four keys of one account pointing at a server that never answers hold the account's four fetch
   * slots and no more: a fifth key of the account is told 429 at once, and another account is
   * served meanwhile.
   */
  @Test
  @Order(5)
  void theKeysOfOneAccountHoldAtMostItsFetchSlotsWhileOthersAreServed() throws Exception {
    io.vidlens.access.IssuedKey first = keys.create("many-keys-" + System.nanoTime(), "k0", null);
    List<io.vidlens.testing.ApiClient> clients = new ArrayList<>();
    clients.add(api().withKey(first.secret()));
    for (int i = 1; i <= 4; i++) {
      clients.add(api().withKey(keys.createFor(first.account().id(), "k" + i).secret()));
    }
    String body = "{\"image_url\": \"%s\"}";
    try (StallingServer stalling = new StallingServer(StallingServer.Mode.SILENT);
        var callers = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
      String url = stalling.url("/never.png");
      List<java.util.concurrent.Future<Answer>> held = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        io.vidlens.testing.ApiClient client = clients.get(i);
        held.add(
            callers.submit(
                () -> client.post("/api/external/similar-thumbnails/search", body.formatted(url))));
      }
      waitFor(() -> slots.inFlight() >= 4, "four fetches to hold their slots");

      Answer fifth =
          clients.get(4).post("/api/external/similar-thumbnails/search", body.formatted(url));
      assertThat(fifth.status()).isEqualTo(429);
      assertThat(fifth.error().get("retryAfter").asLong()).isPositive();
      assertThat(fifth.header("Retry-After")).isPresent();
      assertThat(fifth.error().get("details").asString()).contains("of one account");

      Answer other = search("image_url", images.url("/q/crop0.png"));
      assertThat(other.status()).isEqualTo(200);
      for (var f : held) {
        assertThat(f.get(60, java.util.concurrent.TimeUnit.SECONDS).status()).isEqualTo(422);
      }
    }
    assertThat(slots.inFlight()).isZero();
  }

  /**
   * Decoding runs on the image pool under the caller's account: while the account's one share is
   * held, its next image search is told 429 at once (its text search, another pool, is served), and
   * another account's search waits for the thread and is served.
   */
  @Test
  @Order(5)
  void anAccountOverItsDecodingShareIsToldAtOnceWhileAnotherAccountIsServed() throws Exception {
    io.vidlens.access.IssuedKey key = keys.create("decoder-" + System.nanoTime(), "k", null);
    io.vidlens.testing.ApiClient busy = api().withKey(key.secret());
    io.vidlens.compute.ComputePool pool =
        pools.pool(io.vidlens.compute.ComputePools.IMAGE, "image decodings", "unused");
    java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
    try (var callers = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
      var holding =
          callers.submit(
              () ->
                  pool.run(
                      key.account().id(),
                      () -> {
                        release.await();
                        return true;
                      }));
      try {
        waitFor(() -> pool.active() == 1, "the account's decoding to hold the thread");

        Answer refused =
            busy.post(
                "/api/external/similar-thumbnails/search",
                "{\"image_url\": \"" + images.url("/q/crop0.png") + "\"}");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.error().get("message").asString()).isEqualTo("Rate limit exceeded");
        assertThat(refused.error().get("details").asString()).contains("image decodings");
        assertThat(refused.error().get("retryAfter").asLong()).isPositive();
        assertThat(refused.header("Retry-After")).isPresent();
        assertThat(
                busy.post("/api/external/similar-thumbnails/search", "{\"text\": \"volcano\"}")
                    .status())
            .isEqualTo(200);

        var other = callers.submit(() -> search("image_url", images.url("/q/crop0.png")));
        waitFor(() -> pool.queued() == 1, "another account's search to wait for the thread");
        release.countDown();
        assertThat(other.get(60, java.util.concurrent.TimeUnit.SECONDS).status()).isEqualTo(200);
      } finally {
        release.countDown();
      }
      assertThat(holding.get(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    }
  }
}
