package io.vidlens.analytics;

import io.vidlens.api.ChannelId;
import io.vidlens.channel.ChannelContent;
import io.vidlens.channel.ChannelContent.TabPage;
import io.vidlens.channel.ChannelContent.Uploads;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The tab reads of Get Short vs Long Views (an interface so the walk is tested without a platform).
 */
interface TabPages {

  Optional<Boolean> showsTab(ChannelId channel, Uploads tab);

  TabPage firstPage(ChannelId channel, Uploads tab);

  TabPage nextPage(String continuation);

  /** Through the channel operations' own code (and so the platform cache). */
  @Component
  final class FromChannelContent implements TabPages {

    private final ChannelContent content;

    FromChannelContent(ChannelContent content) {
      this.content = content;
    }

    @Override
    public Optional<Boolean> showsTab(ChannelId channel, Uploads tab) {
      return content.showsTab(channel, tab);
    }

    @Override
    public TabPage firstPage(ChannelId channel, Uploads tab) {
      return content.firstPage(channel, tab);
    }

    @Override
    public TabPage nextPage(String continuation) {
      return content.nextPage(continuation);
    }
  }
}
