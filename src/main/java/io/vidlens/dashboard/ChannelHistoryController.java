package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.analysis.api.AnalysisJobs;
import io.vidlens.history.api.ChannelHistories;
import io.vidlens.model.ChannelId;
import java.time.Instant;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import tools.jackson.databind.json.JsonMapper;

/**
 * A channel's history: the counts Vidlens stored for it, as growth charts; the page reads the
 * database only. Shown to the accounts that analysed the channel: the counts are public, but that
 * the instance holds a channel's history says that someone here asked about it, which one account
 * must not learn of another's (a 404 either way, the same as for a channel never asked about). For
 * the same reason the page shows only the readings taken since this account first asked.
 */
@Controller
record ChannelHistoryController(ChannelHistories histories, AnalysisJobs jobs, JsonMapper json) {

  @GetMapping("/dashboard/channels/{channelId}/history")
  String history(@PathVariable String channelId, AccountLogin me, Model model) {
    if (!ChannelId.isValid(channelId)) {
      throw new PageNotFound(
          "There is no such channel: a channel ID is UC followed by 22 letters, digits, - or _.");
    }
    Instant asked =
        jobs.firstAsked(me.accountId(), channelId)
            .orElseThrow(
                () ->
                    new PageNotFound(
                        "A channel's history opens from your analyses: this account has none of"
                            + " this channel."));
    // From this account's own first asking on: earlier readings would tell of another's asking.
    HistoryPage page =
        HistoryPage.of(
            histories.growth(channelId, HistoryPage.TOP_VIDEOS, asked),
            asked,
            jobs.videoTitles(me.accountId(), channelId));
    model.addAttribute("history", page);
    model.addAttribute("specs", Chart.specs(page.charts(), json));
    return "dashboard/channel-history";
  }
}
