package io.vidlens.channel;

import io.vidlens.channel.api.ChannelAboutSnapshot;
import io.vidlens.channel.api.ChannelSnapshots;
import io.vidlens.channel.api.OutlierBaseline;
import io.vidlens.model.ChannelId;
import org.springframework.stereotype.Component;

/**
 * Get About's own answer and Get Outliers' own baseline, typed, for features that keep snapshots.
 */
@Component
record ChannelSnapshotSource(ChannelAboutService about, ChannelOutliersService outliers)
    implements ChannelSnapshots {

  @Override
  public ChannelAboutSnapshot about(String channelId) {
    AboutAnswer a = about.about(new ChannelId(channelId));
    return new ChannelAboutSnapshot(
        a.title(),
        a.description(),
        a.subscriberCount(),
        a.videoCount(),
        a.viewCount(),
        a.handle(),
        a.country(),
        a.joinedDate(),
        a.thumbnail(),
        a.isFamilySafe());
  }

  @Override
  public OutlierBaseline baseline(String channelId) {
    OutliersAnswer answer =
        outliers.outliers(new ChannelId(channelId), OUTLIER_VIDEOS, OUTLIER_THRESHOLD);
    return new OutlierBaseline(
        answer.stats().averageViews(), answer.stats().videosAnalyzed(), answer.stats().threshold());
  }
}
