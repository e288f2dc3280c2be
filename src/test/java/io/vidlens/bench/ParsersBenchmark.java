package io.vidlens.bench;

import com.grack.nanojson.JsonParser;
import com.grack.nanojson.JsonParserException;
import io.vidlens.platform.parse.ChannelContentParser;
import io.vidlens.platform.parse.ChannelPageParser;
import io.vidlens.platform.parse.CommentPageParser;
import io.vidlens.platform.parse.PlayerParser;
import io.vidlens.platform.parse.WatchPageParser;
import io.vidlens.platform.transport.AnswerTrees;
import io.vidlens.testing.Recordings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Throughput of the parsers on the recorded bodies, from response text to records (JSON parsing
 * included, as in service). One operation parses every recorded body of its kind once; {@link
 * #main} prints the corpus sizes needed to turn operations/s into MB/s and items/s. Not part of the
 * test suite; run as docs/performance.md says.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ParsersBenchmark {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** The service's trees of answers, keyed by body instance (weak keys), as in service. */
  private final AnswerTrees trees = new AnswerTrees(JSON);

  /** Recorded response bodies of one kind. */
  record Corpus(List<String> bodies) {
    long bytes() {
      return bodies.stream()
          .mapToLong(b -> b.getBytes(java.nio.charset.StandardCharsets.UTF_8).length)
          .sum();
    }
  }

  Corpus players;
  Corpus watchPages;
  Corpus commentPages;
  Corpus channelPages;
  Corpus tabContinuations;

  @Setup
  public void load() throws IOException {
    players = corpus(url -> url.contains("/player") || url.contains("reel_item_watch"), false);
    watchPages = corpus(url -> url.contains("/next"), false);
    commentPages = corpus(url -> url.contains("/next"), true);
    channelPages = corpus(url -> url.contains("/browse"), false);
    tabContinuations = corpus(url -> url.contains("/browse"), true);
  }

  @Benchmark
  public void player(Blackhole out) {
    for (String body : players.bodies()) {
      JsonNode root = JSON.readTree(body);
      out.consume(
          PlayerParser.parse(root.has("playerResponse") ? root.get("playerResponse") : root));
    }
  }

  @Benchmark
  public void watchPage(Blackhole out) {
    for (String body : watchPages.bodies()) {
      out.consume(WatchPageParser.parse(JSON.readTree(body)));
    }
  }

  @Benchmark
  public void commentPage(Blackhole out) {
    for (String body : commentPages.bodies()) {
      out.consume(CommentPageParser.parse(JSON.readTree(body)));
    }
  }

  /**
   * Watch pages as the service reads them: a new body instance each (as from the network), its tree
   * through {@link AnswerTrees} (the {@code next} answer's parts no reader names left out), then
   * the parser.
   */
  @Benchmark
  public void watchPageAsServed(Blackhole out) {
    for (String body : watchPages.bodies()) {
      out.consume(WatchPageParser.parse(trees.parse(new String(body), "next")));
    }
  }

  /** Comment pages as the service reads them, as {@link #watchPageAsServed}. */
  @Benchmark
  public void commentPageAsServed(Blackhole out) {
    for (String body : commentPages.bodies()) {
      out.consume(CommentPageParser.parse(trees.parse(new String(body), "next")));
    }
  }

  /**
   * What NewPipeExtractor does first with the same watch pages: parse the whole text with nanojson
   * into maps and lists (its extractors then read those).
   */
  @Benchmark
  public void watchPageNanojson(Blackhole out) throws JsonParserException {
    for (String body : watchPages.bodies()) {
      out.consume(JsonParser.object().from(body));
    }
  }

  /** nanojson on the same comment pages. */
  @Benchmark
  public void commentPageNanojson(Blackhole out) throws JsonParserException {
    for (String body : commentPages.bodies()) {
      out.consume(JsonParser.object().from(body));
    }
  }

  @Benchmark
  public void channelPage(Blackhole out) {
    for (String body : channelPages.bodies()) {
      out.consume(ChannelPageParser.parse(JSON.readTree(body)));
    }
  }

  @Benchmark
  public void tabContinuation(Blackhole out) {
    for (String body : tabContinuations.bodies()) {
      out.consume(ChannelContentParser.parse(JSON.readTree(body)));
    }
  }

  /** Prints each corpus: files, bytes and items, to turn operations/s into MB/s and items/s. */
  public static void main(String[] args) throws IOException {
    ParsersBenchmark b = new ParsersBenchmark();
    b.load();
    print("player", b.players, b.players.bodies().size(), "videos");
    print("watchPage", b.watchPages, b.watchPages.bodies().size(), "pages");
    print(
        "commentPage",
        b.commentPages,
        b.commentPages.bodies().stream()
            .mapToInt(x -> CommentPageParser.parse(JSON.readTree(x)).comments().size())
            .sum(),
        "comments");
    print("channelPage", b.channelPages, b.channelPages.bodies().size(), "pages");
    print(
        "tabContinuation",
        b.tabContinuations,
        b.tabContinuations.bodies().stream()
            .mapToInt(x -> ChannelContentParser.parse(JSON.readTree(x)).items().size())
            .sum(),
        "items");
  }

  private static void print(String name, Corpus c, long items, String unit) {
    System.out.printf(
        "%-16s %4d bodies %10d bytes %6d %s per operation%n",
        name, c.bodies().size(), c.bytes(), items, unit);
  }

  private static Corpus corpus(java.util.function.Predicate<String> endpoint, boolean continuation)
      throws IOException {
    Path root = Recordings.root();
    if (!Files.isDirectory(root)) {
      throw new IllegalStateException("The parser benchmark reads the recordings at " + root);
    }
    List<String> bodies = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
        JsonNode exchange = JSON.readTree(Files.readString(file));
        String url = exchange.path("request").path("url").asString("");
        boolean hasContinuation =
            !exchange.path("request").path("body").path("continuation").asString("").isEmpty();
        String body = exchange.path("response").path("body").asString("");
        if (endpoint.test(url)
            && hasContinuation == continuation
            && body.startsWith("{")
            && exchange.path("response").path("status").asInt() == 200) {
          bodies.add(body);
        }
      }
    }
    return new Corpus(List.copyOf(bodies));
  }
}
