package io.vidlens.dashboard;

import io.vidlens.api.ChannelId;
import io.vidlens.history.api.ChannelHistories;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import tools.jackson.databind.json.JsonMapper;

/**
 * A channel's history: the counts Vidlens stored for it, as growth charts. Any signed-in account
 * may look (the counts are the platform's public ones); the page reads the database only.
 */
@Controller
record ChannelHistoryController(ChannelHistories histories, JsonMapper json) {

  @GetMapping("/dashboard/channels/{channelId}/history")
  String history(@PathVariable String channelId, Model model) {
    if (!ChannelId.isValid(channelId)) {
      throw new PageNotFound(
          "There is no such channel: a channel ID is UC followed by 22 letters, digits, - or _.");
    }
    HistoryPage page = HistoryPage.of(histories.growth(channelId, HistoryPage.TOP_VIDEOS));
    model.addAttribute("history", page);
    model.addAttribute("specs", Chart.specs(page.charts(), json));
    return "dashboard/channel-history";
  }
}
