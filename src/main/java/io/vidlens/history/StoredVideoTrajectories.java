package io.vidlens.history;

import io.vidlens.history.api.VideoSample;
import io.vidlens.history.api.VideoTrajectories;
import io.vidlens.model.ChannelId;
import io.vidlens.model.VideoId;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;

/** {@link VideoTrajectories} over the history's tables. */
@Component
record StoredVideoTrajectories(TrajectoryStore store) implements VideoTrajectories {

  @Override
  public List<VideoSample> trajectory(VideoId video) {
    return store.samples(video.value());
  }

  @Override
  public Map<String, List<VideoSample>> channelTrajectories(ChannelId channel, Instant since) {
    return store.channelSamples(channel.value(), since).stream()
        .collect(
            Collectors.groupingBy(VideoSample::videoId, LinkedHashMap::new, Collectors.toList()));
  }

  @Override
  public Optional<Instant> published(VideoId video) {
    return Optional.ofNullable(store.published(video.value()));
  }
}
