package io.vidlens.video;

import io.vidlens.model.Image;
import io.vidlens.model.Thumbnail;
import java.util.List;

/**
 * A thumbnail object of the wire, {url, width, height}, all required. The parser already filled in
 * the sizes the URLs state; an image whose size is still unknown is left out rather than given an
 * invented number.
 */
record WireThumbnail(String url, int width, int height) {

  static List<WireThumbnail> of(List<Thumbnail> thumbnails) {
    return Image.of(thumbnails).stream()
        .map(i -> new WireThumbnail(i.url(), i.width(), i.height()))
        .toList();
  }
}
