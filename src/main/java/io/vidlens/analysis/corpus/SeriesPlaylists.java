package io.vidlens.analysis.corpus;

import io.vidlens.analysis.corpus.ChannelSeries.Group;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Playlists name the series they hold (their first video, or a title that is the playlist's title);
 * a playlist whose title two or more otherwise unseried titles contain is a group of its own.
 */
final class SeriesPlaylists {

  private SeriesPlaylists() {}

  static List<Group> named(
      List<Group> groups,
      List<VideoSample> videos,
      List<ChannelPlaylist> playlists,
      Set<Integer> taken,
      Set<String> excludedIds) {
    List<Group> out = new ArrayList<>(groups);
    Set<String> used = new HashSet<>();
    for (ChannelPlaylist p : playlists) {
      String pk = ChannelSeries.normal(p.title());
      if (pk.isBlank() || used.contains(p.playlistId())) {
        continue;
      }
      List<Integer> holds = new ArrayList<>();
      for (int i = 0; i < videos.size(); i++) {
        if (videos.get(i).videoId().equals(p.firstVideoId())
            || ChannelSeries.containsWords(ChannelSeries.normal(videos.get(i).title()), pk)) {
          holds.add(i);
        }
      }
      boolean matched = false;
      for (int g = 0; g < out.size(); g++) {
        Group s = out.get(g);
        if (s.playlist() == null
            && (s.members().stream().anyMatch(holds::contains)
                || ChannelSeries.containsWords(pk, s.key())
                || ChannelSeries.containsWords(s.key(), pk))) {
          out.set(g, new Group(s.key(), p.title(), s.template(), s.kind(), s.members(), p));
          used.add(p.playlistId());
          matched = true;
          break;
        }
      }
      if (matched) {
        continue;
      }
      List<Integer> members =
          holds.stream()
              .filter(i -> !taken.contains(i))
              .filter(i -> !excludedIds.contains(videos.get(i).videoId()))
              .toList();
      if (members.size() >= ChannelSeries.MIN_VIDEOS) {
        taken.addAll(members);
        used.add(p.playlistId());
        out.add(
            new Group(
                pk,
                p.title(),
                SeriesTemplate.of(members.stream().map(i -> videos.get(i).title()).toList()),
                ChannelSeries.Kind.PLAYLIST,
                members,
                p));
      }
    }
    return out;
  }
}
