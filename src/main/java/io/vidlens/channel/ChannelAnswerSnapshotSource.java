package io.vidlens.channel;

import io.vidlens.api.ChannelId;
import io.vidlens.catalog.ChannelAnswerSnapshots;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Get About's own answer and Get Outliers' own baseline, for the features that keep snapshots. */
@Component
class ChannelAnswerSnapshotSource implements ChannelAnswerSnapshots {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private final ChannelAboutService about;
  private final ChannelOutliersService outliers;

  ChannelAnswerSnapshotSource(ChannelAboutService about, ChannelOutliersService outliers) {
    this.about = about;
    this.outliers = outliers;
  }

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
