package io.vidlens.video;

import io.vidlens.model.Thumbnail;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thumbnail object of the wire, {url, width, height}, all required. The platform leaves the size
 * out of some avatars; it is then read from the URL's own size directive ({@code =s88}, {@code
 * =w120-h90}), which is what the image server will send. A size that cannot be known drops that one
 * image rather than inventing a number.
 */
record WireThumbnail(String url, int width, int height) {

  private static final Pattern SQUARE = Pattern.compile("=s(\\d{1,5})(?:[-?]|$)");
  private static final Pattern SIZED = Pattern.compile("=w(\\d{1,5})-h(\\d{1,5})(?:[-?]|$)");

  static List<WireThumbnail> of(List<Thumbnail> thumbnails) {
    List<WireThumbnail> out = new ArrayList<>(thumbnails.size());
    for (Thumbnail t : thumbnails) {
      if (t.url().isEmpty()) {
        continue;
      }
      if (t.width() != null && t.height() != null) {
        out.add(new WireThumbnail(t.url(), t.width(), t.height()));
        continue;
      }
      Matcher sized = SIZED.matcher(t.url());
      if (sized.find()) {
        out.add(
            new WireThumbnail(
                t.url(), Integer.parseInt(sized.group(1)), Integer.parseInt(sized.group(2))));
        continue;
      }
      Matcher square = SQUARE.matcher(t.url());
      if (square.find()) {
        int side = Integer.parseInt(square.group(1));
        out.add(new WireThumbnail(t.url(), side, side));
      }
    }
    return List.copyOf(out);
  }
}
