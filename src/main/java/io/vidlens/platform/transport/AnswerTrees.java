package io.vidlens.platform.transport;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The parsed JSON trees of the platform's answers, keyed by the body's identity (weak keys): the
 * answer classifier and the client read the same answer, and a watch page of half a megabyte cost
 * two full parses, one to classify it and one to read it (a soak's JFR profile put a quarter of the
 * node's CPU there). A tree is never changed by its readers.
 *
 * <p>A tree is held only while a reader holds it (weak values). Held strongly, each tree outlived
 * its body by one collection at least (a weak key is cleared only by the collection that finds its
 * body unreachable), so every young collection copied the trees of all answers read since the last:
 * with uncached watch pages that copying was the soak's tail. An answer read again after its tree
 * was collected (one the memory cache holds) is parsed again.
 */
public final class AnswerTrees {

  private final ObjectMapper mapper;

  private final Cache<String, JsonNode> trees =
      Caffeine.newBuilder()
          .weakKeys()
          .weakValues()
          // A tree takes a few times its text: bounded near the text cache's default 64 MB.
          .maximumWeight(192L * 1024 * 1024)
          .<String, JsonNode>weigher((body, tree) -> body.length() * 3)
          .build();

  public AnswerTrees(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  /**
   * The tree of {@code body}, parsed once per body instance; Jackson's exception when it is not
   * JSON. A watch page ({@code endpoint} {@code next}) is read without what no reader of it uses
   * ({@link WatchPageFilter}); every reader of one body passes the same endpoint.
   */
  public JsonNode parse(String body, String endpoint) {
    JsonNode parsed = trees.getIfPresent(body);
    if (parsed != null) {
      return parsed;
    }
    JsonNode tree =
        "next".equals(endpoint) ? WatchPageFilter.read(mapper, body) : mapper.readTree(body);
    if (tree != null) {
      trees.put(body, tree);
    }
    return tree;
  }
}
