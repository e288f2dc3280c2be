package io.vidlens.catalog.internal;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.catalog.ReadPolicy;
import io.vidlens.model.ChannelId;
import io.vidlens.model.ChannelPage;
import io.vidlens.model.ChannelTabLink;
import io.vidlens.model.ContentPage;
import io.vidlens.platform.ChannelAnswer;
import io.vidlens.platform.ChannelReads;
import io.vidlens.platform.PlatformException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A channel's {@code browse} as {@code Channels} reads it: the platform's redirects followed, the
 * page checked (a channel that is not there is a 404, a page without contents a 503), and a tab
 * opened: shown, behind an age gate, or missing.
 */
public record ChannelBrowse(ChannelReads source, ReadPolicy reader) {

  // ---- redirects ----

  /** How many redirects a channel browse follows (NewPipeExtractor's channel helper: three). */
  public static final int MAX_REDIRECTS = 3;

  /** A channel browse's answer and the channel it is of (another one after a redirect). */
  public record Browsed(ChannelId channel, ChannelAnswer.Page answer) {}

  /**
   * The channel's {@code browse}, following the platform's redirects to another channel (an answer
   * that holds only {@code navigateAction.endpoint.browseEndpoint.browseId}) up to {@link
   * #MAX_REDIRECTS} times, with the same params. A loop or a fourth redirect is upstream trouble
   * (503): the platform answered no page.
   */
  public Browsed browse(ChannelId asked, ChannelTab tab) {
    ChannelId channel = asked;
    ChannelAnswer answer = page(() -> source.channel(asked, tab.browseTab()));
    Set<ChannelId> seen = new LinkedHashSet<>(List.of(asked));
    for (int hops = 0; ; hops++) {
      if (!(answer instanceof ChannelAnswer.Redirect redirect)) {
        return new Browsed(channel, (ChannelAnswer.Page) answer);
      }
      ChannelId target = redirect.channelId();
      if (!seen.add(target)) {
        throw reader.unreadable(
            "channel redirects in a loop: " + chain(seen) + " -> " + target.value());
      }
      if (hops >= MAX_REDIRECTS) {
        throw reader.unreadable(
            "more than " + MAX_REDIRECTS + " channel redirects: " + chain(seen));
      }
      channel = target;
      answer = page(() -> source.channel(target, tab.browseTab()));
    }
  }

  /** A channel answer; a page no parser can read is a 503. */
  private ChannelAnswer page(Supplier<ChannelAnswer> read) {
    return reader.read("a channel page", read);
  }

  private static String chain(Set<ChannelId> channels) {
    return String.join(" -> ", channels.stream().map(ChannelId::value).toList());
  }

  // ---- the tab ----

  public sealed interface Tab {
    /** {@code channel}: the channel the tab is of (the target of a redirect). */
    record Shown(ChannelId channel, ContentPage content) implements Tab {}

    record AgeGated(ChannelId channel) implements Tab {}

    /** The channel has no such tab (a gaming channel without Videos, a channel without Shorts). */
    record Missing() implements Tab {}
  }

  public Tab openTab(ChannelId asked, ChannelTab tab) {
    Browsed browsed = browse(asked, tab);
    ChannelId channel = browsed.channel();
    ChannelPage page = channelPage(channel, browsed.answer());
    if (page instanceof ChannelPage.AgeRestricted) {
      return new Tab.AgeGated(channel);
    }
    ChannelPage.Found found = (ChannelPage.Found) page;
    String tabParams = tab.browseTab().params();
    if (shows(found, tab, tabParams)) {
      return new Tab.Shown(channel, found.content());
    }
    // The platform answers another tab (Home) when the channel has none behind the usual params;
    // the channel's own tab links may still lead to it.
    Optional<String> params =
        found.channel().tabs().stream()
            .filter(t -> t.title().equalsIgnoreCase(tab.title()))
            .map(ChannelTabLink::params)
            .filter(p -> !p.isEmpty() && !p.equals(tabParams))
            .findFirst();
    if (params.isPresent()) {
      ChannelAnswer answer = page(() -> source.channel(channel, params.get()));
      if (answer instanceof ChannelAnswer.Page other
          && channelPage(channel, other) instanceof ChannelPage.Found f
          && shows(f, tab, params.get())) {
        return new Tab.Shown(channel, f.content());
      }
    }
    return new Tab.Missing();
  }

  /** The parsed channel page; 404 for a channel that is not there, 503 for an unreadable page. */
  public ChannelPage channelPage(ChannelId channel, ChannelAnswer.Page answer) {
    ChannelPage page = answer.page();
    if (page instanceof ChannelPage.Unavailable unavailable) {
      throw PlatformException.channelNotFound(channel.value(), unavailable.reason());
    }
    if (page instanceof ChannelPage.Found && !answer.withContents()) {
      throw reader.unreadable("a channel page without contents");
    }
    return page;
  }

  /**
   * Whether the page is the tab asked for: its selected tab is that tab. A page without titled tabs
   * is none of them: a topic channel (auto-generated by the platform, such as "Sports") answers
   * every tab with its one untitled Home tab, shelves of other creators' videos, never its own.
   */
  private static boolean shows(ChannelPage.Found page, ChannelTab tab, String params) {
    if (page.channel().tabs().isEmpty()) {
      return false;
    }
    return page.channel().tabs().stream()
        .filter(ChannelTabLink::selected)
        .findFirst()
        .map(t -> t.params().equals(params) || t.title().equalsIgnoreCase(tab.title()))
        .orElse(true);
  }
}
