package io.vidlens.platform.parse;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import tools.jackson.databind.JsonNode;

/**
 * Finds the continuation token in the several places the platform puts one. A list's continuation
 * item is a {@code continuationItemRenderer} (until 2026) or a {@code continuationItemViewModel}
 * (2026: the token at {@code continuationCommand.innertubeCommand.continuationCommand.token}, on
 * some pages directly at {@code continuationCommand.token}). Since 2026 the token may also sit in
 * one of a {@code commandExecutorCommand}'s {@code commands[]}, under either kind's endpoint or
 * command, and under a sort chip's command.
 */
final class Continuations {

  /** The kinds of list entry that stand for "there is more" rather than for an item. */
  static final Set<String> ITEM_KINDS =
      Set.of("continuationItemRenderer", "continuationItemViewModel");

  /** How deep commands are looked into: the platform wraps two or three levels. */
  private static final int MAX_DEPTH = 4;

  private Continuations() {}

  /** Whether {@code entry} (a list entry wrapper) is a continuation item. */
  static boolean isItem(JsonNode entry) {
    return ITEM_KINDS.contains(Nodes.kind(entry));
  }

  /**
   * The token of a continuation item (either kind, wrapped or not; its endpoint or "show more"
   * button), a command or endpoint holding {@code continuationCommand}, or the older {@code
   * nextContinuationData} / {@code reloadContinuationData}; "" when there is none.
   */
  static String token(JsonNode node) {
    if (node == null || node.isMissingNode()) {
      return "";
    }
    JsonNode body = node;
    for (String kind : ITEM_KINDS) {
      if (node.has(kind)) {
        body = node.get(kind);
      }
    }
    for (JsonNode command :
        List.of(
            Nodes.at(body, "continuationEndpoint"),
            Nodes.at(body, "button", "buttonRenderer", "command"),
            Nodes.at(body, "continuationCommand"),
            body)) {
      String token = commandToken(command, 0);
      if (!token.isEmpty()) {
        return token;
      }
    }
    return Nodes.firstNonBlank(
        Nodes.string(body, "nextContinuationData", "continuation"),
        Nodes.string(body, "reloadContinuationData", "continuation"));
  }

  /**
   * The token a command holds: its own {@code continuationCommand.token}, or that of a command it
   * wraps ({@code innertubeCommand}, {@code continuationCommand}), or of the first of a {@code
   * commandExecutorCommand}'s commands that has one (the platform runs several commands there, the
   * continuation among them; yt-dlp #12759, #16948). "" when none does.
   */
  private static String commandToken(JsonNode command, int depth) {
    if (command == null || !command.isObject() || depth > MAX_DEPTH) {
      return "";
    }
    String own = Nodes.string(command, "continuationCommand", "token");
    if (!own.isEmpty()) {
      return own;
    }
    for (String wrapper : List.of("innertubeCommand", "continuationCommand")) {
      String wrapped = commandToken(command.get(wrapper), depth + 1);
      if (!wrapped.isEmpty()) {
        return wrapped;
      }
    }
    for (JsonNode inner : Nodes.list(command, "commandExecutorCommand", "commands")) {
      String token = commandToken(inner, depth + 1);
      if (!token.isEmpty()) {
        return token;
      }
    }
    return "";
  }

  /** The first continuation item (its body, of either kind) anywhere below {@code root}. */
  static Optional<JsonNode> find(JsonNode root) {
    return ITEM_KINDS.stream()
        .map(kind -> Nodes.find(root, kind))
        .flatMap(Optional::stream)
        .findFirst();
  }

  /**
   * The continuation item of a comment thread's replies, wrapped, with its path below the thread:
   * in {@code commentRepliesRenderer.contents} (recorded in 2026) or {@code subThreads} (where
   * other clients found it later).
   */
  static Optional<ListEntries.Entry> repliesItem(JsonNode thread) {
    JsonNode replies =
        Nodes.at(thread, "commentThreadRenderer", "replies", "commentRepliesRenderer");
    String base = "commentThreadRenderer.replies.commentRepliesRenderer";
    for (String list : List.of("contents", "subThreads")) {
      Optional<ListEntries.Entry> item =
          ListEntries.list(replies, base, list).stream().filter(e -> isItem(e.node())).findFirst();
      if (item.isPresent()) {
        return item;
      }
    }
    return Optional.empty();
  }

  /** The token of a comment thread's replies, or "". */
  static String repliesToken(JsonNode thread) {
    return repliesItem(thread).map(e -> token(e.node())).orElse("");
  }
}
