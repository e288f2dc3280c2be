package io.vidlens.platform.transport;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.nio.file.Path;
import java.util.List;

/**
 * Answers from recordings and never touches the network: the first recording whose {@link
 * ExchangeKey} matches the request, or a {@link NoRecordingException}.
 */
public class ReplayTransport implements PlatformTransport {

  private final RecordingIndex index;
  private final RecordingFormat format;

  /**
   * The answers of the recordings read so far: reading and parsing a recording file per request was
   * a fifth of a replayed soak's CPU (JFR), work no live node does. Bounded by the bodies' size.
   */
  private final Cache<Path, UpstreamResponse> answers =
      Caffeine.newBuilder()
          .maximumWeight(256L * 1024 * 1024)
          .<Path, UpstreamResponse>weigher((file, answer) -> answer.body().length() + 256)
          .build();

  public ReplayTransport(RecordingIndex index, RecordingFormat format) {
    this.index = index;
    this.format = format;
  }

  public static ReplayTransport over(List<Path> folders, RecordingFormat format) {
    return new ReplayTransport(RecordingIndex.build(folders, format), format);
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    ExchangeKey key = ExchangeKey.of(request);
    List<Path> candidates = index.find(key);
    if (candidates.isEmpty()) {
      throw new NoRecordingException(key, index.folders().toString());
    }
    Path file = candidates.getFirst();
    UpstreamResponse recorded =
        answers.get(
            file,
            f ->
                format
                    .read(f)
                    .orElseThrow(
                        () -> new IllegalStateException("Recording changed since start-up: " + f))
                    .response());
    // A new body instance per answer, as from the network: caches keyed by a body's identity (the
    // parsed trees) must not see a replayed answer as one they already hold.
    return new UpstreamResponse(
        recorded.status(), recorded.contentType(), new String(recorded.body()), recorded.route());
  }

  public RecordingIndex index() {
    return index;
  }
}
