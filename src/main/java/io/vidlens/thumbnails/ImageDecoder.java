package io.vidlens.thumbnails;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * Bytes to pixels, safely. The format is what the bytes are (ImageIO's readers look at the content;
 * a Content-Type header or file name is never trusted), and only JPEG, PNG and WebP are read
 * (TwelveMonkeys supplies WebP and a more tolerant JPEG reader). The declared size is read from the
 * header first: more than {@code maxPixels} is refused before any pixel is decoded (a decompression
 * bomb: a few kilobytes that claim gigapixels). Large images are subsampled while decoding, so
 * memory stays bounded.
 */
final class ImageDecoder {

  /** What a processed thumbnail is scaled to fit (the platform's hqdefault is 480x360). */
  static final int MAX_SIDE = 640;

  private static final Set<String> FORMATS = Set.of("jpeg", "jpg", "png", "webp");

  static {
    ImageIO.setUseCache(false); // never temporary files for streams
    ImageIO.scanForPlugins(); // also in a packaged jar, whose class loader ImageIO did not scan
  }

  private final long maxPixels;

  ImageDecoder(long maxPixels) {
    this.maxPixels = maxPixels;
  }

  /** Decoded, flattened to RGB on white and scaled to fit {@link #MAX_SIDE}. */
  BufferedImage decode(byte[] bytes) throws ImageRejected {
    try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
      Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
      if (!readers.hasNext()) {
        throw new ImageRejected(
            "the content is not an image in a supported format (JPEG, PNG or WebP)");
      }
      ImageReader reader = readers.next();
      try {
        String format = reader.getFormatName().toLowerCase(Locale.ROOT);
        if (!FORMATS.contains(format)) {
          throw new ImageRejected(
              "image format " + format + " is not supported (JPEG, PNG or WebP)");
        }
        reader.setInput(in, true, true);
        int width = reader.getWidth(0);
        int height = reader.getHeight(0);
        if (width <= 0 || height <= 0) {
          throw new ImageRejected("the image has no pixels");
        }
        if ((long) width * height > maxPixels) {
          throw new ImageRejected("the image has more than " + maxPixels + " pixels");
        }
        ImageReadParam param = reader.getDefaultReadParam();
        int step = Math.max(1, Math.min(width, height) / (2 * MAX_SIDE));
        if (step > 1) {
          param.setSourceSubsampling(step, step, 0, 0);
        }
        BufferedImage image = reader.read(0, param);
        return normalised(image);
      } finally {
        reader.dispose();
      }
    } catch (ImageRejected e) {
      throw e;
    } catch (IOException | RuntimeException | OutOfMemoryError e) {
      throw new ImageRejected("the image could not be decoded");
    }
  }

  /** RGB, alpha flattened on white, scaled (never up) to fit MAX_SIDE with area averaging. */
  static BufferedImage normalised(BufferedImage image) {
    int w = image.getWidth();
    int h = image.getHeight();
    double scale = Math.min(1.0, (double) MAX_SIDE / Math.max(w, h));
    int tw = Math.max(1, (int) Math.round(w * scale));
    int th = Math.max(1, (int) Math.round(h * scale));
    BufferedImage current = image;
    // halve in steps, then one bilinear pass: close to area averaging, fast
    while (current.getWidth() / 2 >= tw && current.getHeight() / 2 >= th) {
      current = draw(current, current.getWidth() / 2, current.getHeight() / 2);
    }
    if (current.getWidth() != tw
        || current.getHeight() != th
        || current.getType() != BufferedImage.TYPE_INT_RGB) {
      current = draw(current, tw, th);
    }
    return current;
  }

  private static BufferedImage draw(BufferedImage source, int w, int h) {
    BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = out.createGraphics();
    try {
      g.setRenderingHint(
          RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
      g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, w, h);
      g.drawImage(source, 0, 0, w, h, null);
    } finally {
      g.dispose();
    }
    return out;
  }

  /** The processed thumbnail as stored: JPEG at quality 0.9. */
  static byte[] jpeg(BufferedImage image) {
    Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("jpeg");
    ImageWriter writer = writers.next();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (MemoryCacheImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
      writer.setOutput(out);
      ImageWriteParam param = writer.getDefaultWriteParam();
      param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
      param.setCompressionQuality(0.9f);
      writer.write(null, new IIOImage(image, null, null), param);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    } finally {
      writer.dispose();
    }
    return bytes.toByteArray();
  }
}
