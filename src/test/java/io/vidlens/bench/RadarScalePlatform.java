package io.vidlens.bench;

import static java.nio.charset.StandardCharsets.UTF_8;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.vidlens.catalog.ChannelTab;
import io.vidlens.history.ScheduleSimulation;
import io.vidlens.testing.ConstructedWorld;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLongArray;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The radar's scale bench (bench/radar-scale.sh, docs/performance.md, "Radar at scale"), run by
 * hand, never by the tests. Three commands over one {@link RadarScaleWorld}:
 *
 * <ul>
 *   <li>{@code serve CHANNELS EPOCH PORT...}: the fake platform on 127.0.0.1, one listener per port
 *       (one per node, so each node's requests are counted apart), answering the Videos tab and its
 *       continuations of every channel of the world, generated on each request from the documented
 *       shapes ({@link ConstructedWorld#videosTab}), dated now; {@code GET /stats} tells the
 *       requests per port and kind (tab, continuation, visitor_id, other), a line each.
 *   <li>{@code seed CHANNELS EPOCH DIR}: CSV files of the steady state a schedule that ran for a
 *       while leaves, for the database's COPY: followed channels, their videos, one sample each.
 *   <li>{@code plan CHANNELS EPOCH DAYS PLAN_MINUTES}: the schedule run on paper from that steady
 *       state ({@link ScheduleSimulation}, over 2,000 of the channels, scaled): pages read and
 *       samples stored an hour.
 * </ul>
 */
public final class RadarScalePlatform {

  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String[] KINDS = {"tab", "continuation", "visitor", "other"};

  private RadarScalePlatform() {}

  public static void main(String[] args) throws Exception {
    RadarScaleWorld world =
        new RadarScaleWorld(
            Integer.parseInt(args[1]), Instant.ofEpochSecond(Long.parseLong(args[2])));
    switch (args[0]) {
      case "serve" -> serve(world, args);
      case "seed" -> seed(world, Path.of(args[3]));
      case "plan" -> plan(world, Integer.parseInt(args[3]), Integer.parseInt(args[4]));
      default -> throw new IllegalArgumentException("serve, seed or plan");
    }
  }

  private static void serve(RadarScaleWorld world, String[] args) throws IOException {
    int ports = args.length - 3;
    AtomicLongArray counts = new AtomicLongArray(ports * KINDS.length);
    for (int p = 0; p < ports; p++) {
      int node = p;
      HttpServer server =
          HttpServer.create(
              new InetSocketAddress(
                  InetAddress.getLoopbackAddress(), Integer.parseInt(args[3 + p])),
              512);
      server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
      server.createContext(
          "/",
          exchange -> {
            try (exchange) {
              if (exchange.getRequestURI().getPath().equals("/stats")) {
                answer(exchange, 200, stats(counts, ports));
                return;
              }
              answer(world, exchange, node, counts);
            } catch (RuntimeException e) {
              answer(exchange, 500, "{}");
            }
          });
      server.start();
    }
    System.out.println("radar-scale platform: " + world.channels() + " channels, ready");
  }

  private static void answer(
      RadarScaleWorld world, HttpExchange exchange, int node, AtomicLongArray counts)
      throws IOException {
    String path = exchange.getRequestURI().getPath();
    String body = new String(exchange.getRequestBody().readAllBytes(), UTF_8);
    if (path.endsWith("/visitor_id")) {
      counts.incrementAndGet(node * KINDS.length + 2);
      answer(exchange, 200, "{\"responseContext\": {\"visitorData\": \"CgtSYWRhclNjYWxl\"}}");
      return;
    }
    if (!path.endsWith("/youtubei/v1/browse") || body.isBlank()) {
      counts.incrementAndGet(node * KINDS.length + 3);
      answer(exchange, 404, "{}");
      return;
    }
    JsonNode request = JSON.readTree(body);
    Instant now = Instant.now();
    String continuation = request.path("continuation").asString(null);
    if (continuation != null && continuation.startsWith("rs-")) {
      counts.incrementAndGet(node * KINDS.length + 1);
      String[] parts = continuation.split("-");
      int channel = Integer.parseInt(parts[1]);
      int page = Integer.parseInt(parts[2]);
      answer(
          exchange,
          200,
          channelWorld(world, channel, now)
              .videosContinuation(world.page(channel, page, now), next(world, channel, page, now)));
      return;
    }
    int channel = RadarScaleWorld.index(request.path("browseId").asString(null));
    if (channel < 0
        || channel >= world.channels()
        || !ChannelTab.VIDEOS.browseTab().params().equals(request.path("params").asString(null))) {
      counts.incrementAndGet(node * KINDS.length + 3);
      answer(exchange, 404, "{}");
      return;
    }
    counts.incrementAndGet(node * KINDS.length);
    answer(
        exchange, 200, channelWorld(world, channel, now).videosTab(next(world, channel, 0, now)));
  }

  private static ConstructedWorld channelWorld(RadarScaleWorld world, int channel, Instant now) {
    return ConstructedWorld.builder(RadarScaleWorld.channelId(channel), "Scale channel " + channel)
        .handle("@scale" + channel)
        .videos(world.page(channel, 0, now))
        .pageTime(now)
        .build();
  }

  private static String next(RadarScaleWorld world, int channel, int page, Instant now) {
    return world.hasPage(channel, page + 1, now) ? "rs-" + channel + "-" + (page + 1) : null;
  }

  /** A line per node: its name, then its requests of each kind ({@link #KINDS}). */
  private static String stats(AtomicLongArray counts, int ports) {
    StringBuilder out = new StringBuilder();
    for (int p = 0; p < ports; p++) {
      out.append("node").append(p + 1);
      for (int k = 0; k < KINDS.length; k++) {
        out.append(' ').append(counts.get(p * KINDS.length + k));
      }
      out.append('\n');
    }
    return out.toString();
  }

  private static void answer(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  private static void seed(RadarScaleWorld world, Path dir) throws IOException {
    Files.createDirectories(dir);
    Instant epoch = world.epoch();
    long videos = 0;
    try (BufferedWriter followed = Files.newBufferedWriter(dir.resolve("followed_channels.csv"));
        BufferedWriter known = Files.newBufferedWriter(dir.resolve("trajectory_videos.csv"));
        BufferedWriter samples = Files.newBufferedWriter(dir.resolve("video_samples.csv"))) {
      for (int i = 0; i < world.channels(); i++) {
        String id = RadarScaleWorld.channelId(i);
        Instant listed = world.lastListed(i);
        followed.write(
            id
                + ","
                + epoch.minus(Duration.ofDays(60)).toEpochMilli()
                + ","
                + listed.toEpochMilli()
                + "\n");
        for (long n = 0; n < world.videosAt(i, epoch); n++) {
          String video = RadarScaleWorld.videoId(i, n);
          Instant sampled = world.lastSampled(i, n);
          known.write(
              video
                  + ","
                  + id
                  + ","
                  + world.published(i, n).toEpochMilli()
                  + ","
                  + sampled.toEpochMilli()
                  + "\n");
          samples.write(
              video
                  + ","
                  + sampled.toEpochMilli()
                  + ","
                  + id
                  + ","
                  + world.views(i, n, sampled)
                  + ",,\n");
          videos++;
        }
      }
    }
    System.out.println(world.channels() + " channels, " + videos + " videos");
  }

  private static void plan(RadarScaleWorld world, int days, int planMinutes) {
    ScheduleSimulation.Totals totals =
        ScheduleSimulation.run(
            world.channels(),
            Math.max(1, world.channels() / 2_000),
            world::scheduled,
            world.epoch(),
            Duration.ofDays(days),
            Duration.ofMinutes(planMinutes),
            Duration.ofHours(6),
            5);
    System.out.printf(
        Locale.ROOT,
        "%d channels, plan every %d min, %d days: %d reads, %d pages (%.0f an hour), %d samples"
            + " (%.0f an hour, %.1f a read)%n",
        world.channels(),
        planMinutes,
        days,
        totals.reads(),
        totals.pages(),
        totals.pagesPerHour(),
        totals.samples(),
        totals.samplesPerHour(),
        totals.samples() / (double) Math.max(1, totals.reads()));
  }
}
