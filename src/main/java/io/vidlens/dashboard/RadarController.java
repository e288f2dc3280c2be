package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.radar.api.ChannelRadar;
import io.vidlens.radar.api.Radar;
import io.vidlens.radar.api.VideoRadar;
import io.vidlens.radar.api.WatchlistAlerts;
import io.vidlens.radar.api.WatchlistRadar;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import tools.jackson.databind.json.JsonMapper;

/**
 * A watchlist's radar (radar's {@link Radar}): per channel its newest videos' trajectories over its
 * usual curve and its breakout scores; and a video's page, its first 48 hours over the usual with
 * its score and evidence; the list's last alert deliveries. Another account's watchlist, and a
 * video not sampled on one of the list's channels, are "not found". Read from the database, and the
 * channel's listing (cached) only where the scores need it, as the breakout operation reads; not
 * charged, as the account's own pages.
 */
@Controller
record RadarController(Radar radar, WatchlistAlerts alerts, JsonMapper json) {

  /** One channel's part of the page: its chart (null without recent samples) and its scores. */
  record ChannelView(ChannelRadar radar, Chart chart, List<BreakoutRow> rows) {}

  /** A comparison video of a score: its page (null for a listing's), its views at the age. */
  record Evidence(String videoId, String link, String views) {}

  static String videoPage(String watchlistId, String videoId) {
    return WatchlistsController.PAGE + "/" + watchlistId + "/videos/" + videoId;
  }

  @GetMapping(WatchlistsController.PAGE + "/{id}")
  String watchlist(AccountLogin me, @PathVariable String id, Model model) {
    WatchlistRadar found =
        radar
            .watchlist(me.accountId(), id)
            .orElseThrow(() -> new PageNotFound("There is no such watchlist in your account."));
    List<ChannelView> channels = new ArrayList<>();
    for (ChannelRadar c : found.channels()) {
      channels.add(
          new ChannelView(
              c,
              RadarCharts.channel(id, c),
              c.breakouts().stream().map(b -> BreakoutRow.of(id, b)).toList()));
    }
    List<Chart> charts =
        channels.stream().map(ChannelView::chart).filter(Objects::nonNull).toList();
    model.addAttribute("radar", found);
    model.addAttribute("channels", channels);
    model.addAttribute("hasCharts", !charts.isEmpty());
    model.addAttribute("specs", Chart.specs(charts, json));
    model.addAttribute(
        "deliveries", alerts.attempts(me.accountId(), id, WatchlistsController.LOG_SIZE));
    return "dashboard/watchlist-radar";
  }

  @GetMapping(WatchlistsController.PAGE + "/{id}/videos/{videoId}")
  String video(
      AccountLogin me, @PathVariable String id, @PathVariable String videoId, Model model) {
    VideoRadar found =
        radar
            .video(me.accountId(), id, videoId)
            .orElseThrow(
                () ->
                    new PageNotFound(
                        "There is no such video on the channels of this watchlist of your"
                            + " account, or Vidlens holds no samples of it."));
    Chart chart = RadarCharts.firstHours(found);
    model.addAttribute("video", found);
    model.addAttribute("chart", chart);
    model.addAttribute("specs", Chart.specs(List.of(chart), json));
    BreakoutRow score = found.score() == null ? null : BreakoutRow.of(id, found.score());
    model.addAttribute("score", score);
    model.addAttribute(
        "evidence",
        found.score() == null
            ? List.of()
            : found.score().comparisons().stream()
                .map(
                    c ->
                        new Evidence(
                            c.videoId(),
                            score.link() == null ? null : videoPage(id, c.videoId()),
                            DashboardFormat.grouped(Math.round(c.views()))))
                .toList());
    return "dashboard/watchlist-video";
  }
}
