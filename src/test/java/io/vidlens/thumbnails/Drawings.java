package io.vidlens.thumbnails;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * Thumbnails the tests draw themselves: shapes, colours, text and noise, with crops and resizes.
 */
public final class Drawings {

  private Drawings() {}

  /** A 480x360 scene, different for every seed. */
  public static BufferedImage scene(int seed) {
    Random r = new Random(seed * 7919L + 17);
    BufferedImage img = new BufferedImage(480, 360, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    Color a =
        Color.getHSBColor(r.nextFloat(), 0.4f + 0.6f * r.nextFloat(), 0.3f + 0.7f * r.nextFloat());
    Color b =
        Color.getHSBColor(r.nextFloat(), 0.4f + 0.6f * r.nextFloat(), 0.3f + 0.7f * r.nextFloat());
    g.setPaint(new java.awt.GradientPaint(0, 0, a, 480, 360, b));
    g.fillRect(0, 0, 480, 360);
    int shapes = 3 + r.nextInt(6);
    for (int i = 0; i < shapes; i++) {
      g.setColor(
          Color.getHSBColor(
              r.nextFloat(), 0.5f + 0.5f * r.nextFloat(), 0.4f + 0.6f * r.nextFloat()));
      int x = r.nextInt(400);
      int y = r.nextInt(300);
      int w = 30 + r.nextInt(200);
      int h = 30 + r.nextInt(200);
      switch (r.nextInt(4)) {
        case 0 -> g.fillOval(x, y, w, h);
        case 1 -> g.fillRect(x, y, w, h);
        case 2 -> g.fillPolygon(new int[] {x, x + w, x + w / 2}, new int[] {y + h, y + h, y}, 3);
        default -> {
          g.setStroke(new BasicStroke(4 + r.nextInt(12)));
          g.drawLine(x, y, x + w, y + h);
        }
      }
    }
    if (r.nextBoolean()) { // noise texture in a band
      int y0 = r.nextInt(250);
      for (int y = y0; y < y0 + 80; y++) {
        for (int x = 0; x < 480; x++) {
          if (r.nextInt(3) == 0) {
            int v = r.nextInt(256);
            img.setRGB(x, y, new Color(v, v, v).getRGB());
          }
        }
      }
    }
    g.setColor(r.nextBoolean() ? Color.WHITE : Color.BLACK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 36 + r.nextInt(30)));
    g.drawString("WOW " + seed, 20 + r.nextInt(100), 80 + r.nextInt(250));
    g.dispose();
    return img;
  }

  /** A solid colour image, for the text-image model test. */
  static BufferedImage solid(Color c) {
    BufferedImage img = new BufferedImage(320, 180, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    g.setColor(c);
    g.fillRect(0, 0, 320, 180);
    g.dispose();
    return img;
  }

  /** The central part (fraction of each side), as a client's cropped copy would be. */
  public static BufferedImage crop(BufferedImage img, double fraction) {
    int w = (int) (img.getWidth() * fraction);
    int h = (int) (img.getHeight() * fraction);
    BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = out.createGraphics();
    g.drawImage(
        img.getSubimage((img.getWidth() - w) / 2, (img.getHeight() - h) / 2, w, h), 0, 0, null);
    g.dispose();
    return out;
  }

  static BufferedImage resize(BufferedImage img, int w, int h) {
    BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = out.createGraphics();
    g.setRenderingHint(
        RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
    g.drawImage(img, 0, 0, w, h, null);
    g.dispose();
    return out;
  }

  public static byte[] encode(BufferedImage img, String format) {
    try {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      if (!ImageIO.write(img, format, out)) {
        throw new IllegalStateException("no writer for " + format);
      }
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A valid PNG that claims {@code width x height} pixels (a decompression bomb's header). */
  static byte[] pngClaiming(int width, int height) {
    byte[] png = encode(solid(Color.RED), "png");
    // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows its 13 bytes
    java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(png);
    b.putInt(16, width);
    b.putInt(20, height);
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update(png, 12, 17);
    b.putInt(29, (int) crc.getValue());
    return png;
  }

  /**
   * A decompression bomb that is honest about its size: a 16-bit RGBA PNG ({@code width × height ×
   * 8} bytes when decoded) of one colour, whose rows deflate to almost nothing (40000 × 1000 is 320
   * MB decoded, about 300 KB as a file).
   */
  static byte[] png16(int width, int height) {
    try {
      java.io.ByteArrayOutputStream idat = new java.io.ByteArrayOutputStream();
      java.util.zip.Deflater deflater = new java.util.zip.Deflater(9);
      try (java.util.zip.DeflaterOutputStream z =
          new java.util.zip.DeflaterOutputStream(idat, deflater, 64 * 1024)) {
        byte[] row = new byte[1 + width * 8]; // filter type 0, then all-zero samples
        for (int y = 0; y < height; y++) {
          z.write(row);
        }
      } finally {
        deflater.end();
      }
      java.io.ByteArrayOutputStream png = new java.io.ByteArrayOutputStream();
      png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
      java.nio.ByteBuffer ihdr = java.nio.ByteBuffer.allocate(13);
      ihdr.putInt(width).putInt(height).put((byte) 16).put((byte) 6).put((byte) 0);
      ihdr.put((byte) 0).put((byte) 0);
      chunk(png, "IHDR", ihdr.array());
      chunk(png, "IDAT", idat.toByteArray());
      chunk(png, "IEND", new byte[0]);
      return png.toByteArray();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] data)
      throws java.io.IOException {
    byte[] name = type.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    out.write(java.nio.ByteBuffer.allocate(4).putInt(data.length).array());
    out.write(name);
    out.write(data);
    java.util.zip.CRC32 crc = new java.util.zip.CRC32();
    crc.update(name);
    crc.update(data);
    out.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
  }
}
