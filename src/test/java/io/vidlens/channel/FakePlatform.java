package io.vidlens.channel;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vidlens.catalog.Channels;
import io.vidlens.catalog.Playlists;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.catalog.UnknownItems;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.ChannelSource;
import io.vidlens.platform.PlatformException;
import io.vidlens.platform.resilience.UpstreamFault;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A {@link ChannelSource} answering from hand-written JSON trees, like the replay transport: an
 * unknown request is a 503 (NO_RECORDING) naming it. Every request asked is kept, in order.
 */
final class FakePlatform implements ChannelSource {

  static final JsonMapper JSON = JsonMapper.builder().build();

  private final Map<String, Supplier<JsonNode>> answers = new HashMap<>();
  final List<String> asked = new ArrayList<>();

  /**
   * When every answer was given (the history of counts dates its readings by it); null: not known.
   */
  java.time.Instant answeredAt;

  /** The catalog's channel reads over {@code platform}, as the application wires them. */
  static Channels channels(FakePlatform platform) {
    return channels(platform, new UnknownItems(new SimpleMeterRegistry()));
  }

  /** As {@link #channels(FakePlatform)}, reporting skipped list entries to {@code unknown}. */
  static Channels channels(FakePlatform platform, UnknownItems unknown) {
    ReadPolicy policy = new ReadPolicy(10);
    ChannelReads reads = new ChannelReads(platform);
    return new Channels(reads, new Playlists(reads, policy, unknown), policy, unknown);
  }

  /** Single quotes for readability. */
  static JsonNode json(String text) {
    return JSON.readTree(text.replace('\'', '"'));
  }

  FakePlatform browse(String browseId, String params, JsonNode answer) {
    answers.put("browse " + browseId + "|" + params, () -> answer);
    return this;
  }

  FakePlatform browseFails(String browseId, String params, RuntimeException failure) {
    answers.put(
        "browse " + browseId + "|" + params,
        () -> {
          throw failure;
        });
    return this;
  }

  FakePlatform continuation(String token, JsonNode answer) {
    answers.put("continuation " + token, () -> answer);
    return this;
  }

  FakePlatform continuationFails(String token, RuntimeException failure) {
    answers.put(
        "continuation " + token,
        () -> {
          throw failure;
        });
    return this;
  }

  FakePlatform resolve(String url, JsonNode answer) {
    answers.put("resolve " + url, () -> answer);
    return this;
  }

  FakePlatform unknownUrl(String url) {
    answers.put(
        "resolve " + url,
        () -> {
          throw PlatformException.channelNotFound(url, "the platform knows no such URL");
        });
    return this;
  }

  @Override
  public JsonNode browse(String browseId, String params) {
    return answer("browse " + browseId + "|" + params);
  }

  @Override
  public java.util.Optional<java.time.Instant> browseAnsweredAt(String browseId, String params) {
    return java.util.Optional.ofNullable(answeredAt);
  }

  @Override
  public java.util.Optional<java.time.Instant> continuationAnsweredAt(String token) {
    return java.util.Optional.ofNullable(answeredAt);
  }

  @Override
  public JsonNode continuation(String token) {
    return answer("continuation " + token);
  }

  @Override
  public JsonNode resolveUrl(String url) {
    return answer("resolve " + url);
  }

  @Override
  public String feed(String channelId) {
    asked.add("feed " + channelId);
    throw new PlatformException.Unavailable(
        UpstreamFault.NO_RECORDING, "no answer for feed " + channelId, 10);
  }

  private JsonNode answer(String request) {
    asked.add(request);
    Supplier<JsonNode> answer = answers.get(request);
    if (answer == null) {
      throw new PlatformException.Unavailable(
          UpstreamFault.NO_RECORDING, "no answer for " + request, 10);
    }
    return answer.get();
  }
}
