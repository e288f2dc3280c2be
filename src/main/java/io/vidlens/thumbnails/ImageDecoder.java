package io.vidlens.thumbnails;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.SampleModel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * Bytes to pixels, safely. The format is what the bytes are (ImageIO's readers look at the content;
 * a Content-Type header or file name is never trusted), and only JPEG, PNG and WebP are read
 * (TwelveMonkeys supplies WebP and a more tolerant JPEG reader). The declared size is read from the
 * header first: more than {@code maxPixels} is refused before any pixel is decoded (a decompression
 * bomb: a few kilobytes that claim gigapixels).
 *
 * <p>Memory is budgeted from the header too: width × height × bytes per pixel (of the type the
 * reader would decode to, 8 for a 16-bit RGBA PNG) is what a full decode would take. Every image is
 * decoded with source subsampling to at most {@code 2 × MAX_SIDE} on its longer side (all any
 * embedder reads is the thumbnail scaled to fit {@link #MAX_SIDE}), and further until the decoded
 * image fits {@code maxDecodedBytes}; so a small PNG that would unpack to hundreds of megabytes is
 * read row by row into a small image. The readers still hold a few rows of the full width, so an
 * image whose rows alone exceed the budget (a very long, thin one) is refused unread. An {@link
 * OutOfMemoryError} is never taken for a bad image: it propagates.
 */
final class ImageDecoder {

  /** What a processed thumbnail is scaled to fit (the platform's hqdefault is 480x360). */
  static final int MAX_SIDE = 640;

  private static final Set<String> FORMATS = Set.of("jpeg", "jpg", "png", "webp");

  static {
    ImageIO.setUseCache(false); // never temporary files for streams
    ImageIO.scanForPlugins(); // also in a packaged jar, whose class loader ImageIO did not scan
  }

  /** Row buffers a reader holds at once (the current and the prior row, the row raster, slack). */
  static final int ROWS_HELD = 4;

  private final long maxPixels;
  private final long maxDecodedBytes;

  ImageDecoder(long maxPixels) {
    this(maxPixels, 16L * 1024 * 1024);
  }

  ImageDecoder(long maxPixels, long maxDecodedBytes) {
    this.maxPixels = maxPixels;
    this.maxDecodedBytes = maxDecodedBytes;
  }

  /** Decoded, flattened to RGB on white and scaled to fit {@link #MAX_SIDE}. */
  BufferedImage decode(byte[] bytes) throws ImageRejected {
    return normalised(read(bytes));
  }

  /** Decoded as the reader gives it, subsampled within the budget (not yet normalised). */
  BufferedImage read(byte[] bytes) throws ImageRejected {
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
        int bytesPerPixel = bytesPerPixel(reader);
        if ((long) width * bytesPerPixel * ROWS_HELD > maxDecodedBytes) {
          throw new ImageRejected(
              "the image is too wide to decode ("
                  + width
                  + " pixels of "
                  + bytesPerPixel
                  + " bytes a row)");
        }
        ImageReadParam param = reader.getDefaultReadParam();
        int step = subsampling(width, height, bytesPerPixel, maxDecodedBytes);
        if (step > 1) {
          param.setSourceSubsampling(step, step, 0, 0);
        }
        return reader.read(0, param);
      } finally {
        reader.dispose();
      }
    } catch (ImageRejected e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      // Not OutOfMemoryError: running out of memory is the server's failure, not the image's.
      throw new ImageRejected("the image could not be decoded");
    }
  }

  /**
   * The source subsampling step: the longer side decoded to at most {@code 2 × MAX_SIDE}, and the
   * decoded pixels within {@code budget} bytes.
   */
  static int subsampling(int width, int height, int bytesPerPixel, long budget) {
    int longer = Math.max(width, height);
    int step = Math.max(1, Math.ceilDiv(longer, 2 * MAX_SIDE));
    while (step < longer && decodedBytes(width, height, bytesPerPixel, step) > budget) {
      step++;
    }
    return step;
  }

  static long decodedBytes(int width, int height, int bytesPerPixel, int step) {
    return (long) Math.ceilDiv(width, step) * Math.ceilDiv(height, step) * bytesPerPixel;
  }

  /**
   * Bytes a decoded pixel takes, from the header: the larger of the image's own type and the type
   * the reader decodes to by default (the first it offers).
   */
  private static int bytesPerPixel(ImageReader reader) throws IOException {
    int bytes = 0;
    ImageTypeSpecifier raw = reader.getRawImageType(0);
    if (raw != null) {
      bytes = bytesPerPixel(raw.getSampleModel());
    }
    Iterator<ImageTypeSpecifier> types = reader.getImageTypes(0);
    if (types.hasNext()) {
      bytes = Math.max(bytes, bytesPerPixel(types.next().getSampleModel()));
    }
    return Math.max(bytes, 4); // at least what the normalised TYPE_INT_RGB copy takes
  }

  private static int bytesPerPixel(SampleModel model) {
    int element = Math.max(1, DataBuffer.getDataTypeSize(model.getDataType()) / 8);
    return element * model.getNumDataElements();
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
    return painted(
        w,
        h,
        RenderingHints.VALUE_INTERPOLATION_BILINEAR,
        g -> {
          g.setColor(Color.WHITE);
          g.fillRect(0, 0, w, h);
          g.drawImage(source, 0, 0, w, h, null);
        });
  }

  /**
   * A new RGB image of {@code w}×{@code h} that {@code paint} draws on, scaling with {@code
   * interpolation} (a {@link RenderingHints#KEY_INTERPOLATION} value) at rendering quality.
   */
  static BufferedImage painted(int w, int h, Object interpolation, Consumer<Graphics2D> paint) {
    BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = out.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, interpolation);
      g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
      paint.accept(g);
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
