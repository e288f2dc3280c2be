package io.vidlens.platform.transport;

import java.nio.file.Path;
import java.util.List;

/**
 * Answers from recordings and never touches the network: the first recording whose {@link
 * ExchangeKey} matches the request, or a {@link NoRecordingException}.
 */
public class ReplayTransport implements PlatformTransport {

  private final RecordingIndex index;
  private final RecordingFormat format;

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
    return format
        .read(file)
        .orElseThrow(() -> new IllegalStateException("Recording changed since start-up: " + file))
        .response();
  }

  public RecordingIndex index() {
    return index;
  }
}
