package io.vidlens.channel;

import io.vidlens.api.ChannelId;
import io.vidlens.catalog.ChannelAnswerSnapshots;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Get About's own answer and Get Outliers' own baseline, for the features that keep snapshots. */
@Component
record ChannelAnswerSnapshotSource(ChannelAboutService about, ChannelOutliersService outliers)
    implements ChannelAnswerSnapshots {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  @Override
  public JsonNode about(String channelId) {
    return JSON.valueToTree(about.about(new ChannelId(channelId)));
  }

  @Override
  public Baseline baseline(String channelId) {
    OutliersAnswer answer =
        outliers.outliers(new ChannelId(channelId), OUTLIER_VIDEOS, OUTLIER_THRESHOLD);
    return new Baseline(
        answer.stats().averageViews(), answer.stats().videosAnalyzed(), answer.stats().threshold());
  }
}
