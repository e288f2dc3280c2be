package io.vidlens.analysis.niche;

import io.vidlens.model.ChannelId;
import io.vidlens.thumbnails.api.HeldVideo;
import io.vidlens.thumbnails.api.HeldVideos;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The thumbnail corpus's channels as candidate peers (issue 37: channels Vidlens already holds):
 * every channel with at least {@link SubjectShares#MIN_TITLES} videos in the corpus, compared by
 * subject with the channel from the vectors the corpus stores of its videos' texts (nothing is
 * embedded and nothing asked of the platform); those that share at least the threshold, closest
 * first. The corpus is read through the thumbnails' published API only.
 */
final class CorpusPeers {

  /** A corpus channel and its share of titles on the channel's subjects. */
  record Close(ChannelId id, String name, double overlap) {}

  private final HeldVideos corpus;
  private final SubjectShares shares;
  private final double[] own;

  CorpusPeers(HeldVideos corpus, SubjectShares shares, double[] own) {
    this.corpus = corpus;
    this.shares = shares;
    this.own = own;
  }

  List<Close> closest(ChannelId self, double min, int max) {
    Map<String, List<HeldVideo>> byChannel = new LinkedHashMap<>();
    for (HeldVideo v : corpus.all()) {
      if (v.textEmbedding() != null
          && !v.channelId().equals(self.value())
          && ChannelId.isValid(v.channelId())) {
        byChannel.computeIfAbsent(v.channelId(), k -> new ArrayList<>()).add(v);
      }
    }
    List<Close> close = new ArrayList<>();
    byChannel.forEach(
        (channel, videos) -> {
          if (videos.size() >= SubjectShares.MIN_TITLES) {
            double overlap =
                SubjectShares.overlap(
                    own, shares.of(videos.stream().map(HeldVideo::textEmbedding).toList()));
            if (overlap >= min) {
              String name = videos.getFirst().channelTitle();
              close.add(new Close(new ChannelId(channel), name == null ? "" : name, overlap));
            }
          }
        });
    return close.stream()
        .sorted(Comparator.comparingDouble(Close::overlap).reversed())
        .limit(max)
        .toList();
  }
}
