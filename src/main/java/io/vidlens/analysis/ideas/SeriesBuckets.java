package io.vidlens.analysis.ideas;

import io.vidlens.analysis.corpus.ChannelSeries;
import io.vidlens.analysis.corpus.ChannelStructure;
import io.vidlens.analysis.corpus.Corpus;
import io.vidlens.analysis.corpus.VideoSample;
import io.vidlens.analysis.result.AnalysisResult.ContentBucket;
import io.vidlens.analysis.result.AnalysisResult.Series;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The series and playlist buckets: one per series the channel runs, named by the series. */
final class SeriesBuckets {

  private SeriesBuckets() {}

  /**
   * Adds a bucket per series of the {@code structure} to {@code buckets} and its members to {@code
   * placed}; returns the series' reports.
   */
  static List<Series> add(
      Corpus corpus,
      ChannelStructure structure,
      double channelMedian,
      Set<Integer> placed,
      List<ContentBucket> buckets) {
    List<VideoSample> videos = corpus.videos();
    List<Series> series = new ArrayList<>();
    for (ChannelSeries.Group g : structure.series()) {
      List<VideoSample> members = g.members().stream().map(videos::get).toList();
      placed.addAll(g.members());
      Series report = SeriesReport.of(g, members, channelMedian, corpus.equalAge());
      series.add(report);
      buckets.add(
          BucketRecords.of(
              g.name(),
              SeriesReport.describe(report, g),
              SeriesReport.confidence(members.size()),
              members,
              List.of(g.template()),
              g.kind() == ChannelSeries.Kind.PLAYLIST || g.playlist() != null
                  ? "playlist"
                  : "series"));
    }
    return series;
  }
}
