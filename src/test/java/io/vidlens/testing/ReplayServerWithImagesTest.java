package io.vidlens.testing;

import io.vidlens.thumbnails.ImageServer;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A replay server (see {@link ReplayServerTest}) whose thumbnail indexer fetches from a local image
 * host that draws any thumbnail asked for, polling every 200 ms and trying each image once. One
 * host for every class of this kind, open for the whole run, so that they share one application
 * context rather than each starting its own around a host of its own.
 */
public abstract class ReplayServerWithImagesTest extends ReplayServerTest {

  protected static final ImageServer images = Images.HOST;

  @DynamicPropertySource
  static void thumbnails(DynamicPropertyRegistry registry) {
    registry.add("vidlens.thumbnails.image-host", images::base);
    registry.add("vidlens.thumbnails.poll-interval", () -> "200ms");
    registry.add("vidlens.thumbnails.max-attempts", () -> "1");
  }

  /** The shared host, closed when the test JVM ends (the context outlives any one class). */
  private static final class Images {
    static final ImageServer HOST = new ImageServer().drawingAnyThumbnail();

    static {
      Runtime.getRuntime().addShutdownHook(new Thread(HOST::close, "image-host-close"));
    }
  }
}
