package io.vidlens.video;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The bulk result: one item per requested ID in request order; an item has {@code data} on success
 * and {@code error} otherwise, never both. {@code successful + failed == total}.
 */
record BulkResult<T>(int total, int successful, int failed, List<Item<T>> results) {

  static <T> BulkResult<T> of(List<Item<T>> items) {
    int ok = (int) items.stream().filter(Item::success).count();
    return new BulkResult<>(items.size(), ok, items.size() - ok, List.copyOf(items));
  }

  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Item<T>(String videoId, boolean success, T data, String error) {

    static <T> Item<T> ok(String videoId, T data) {
      return new Item<>(videoId, true, data, null);
    }

    static <T> Item<T> failed(String videoId, String error) {
      return new Item<>(videoId, false, null, error);
    }
  }
}
