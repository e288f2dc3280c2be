package io.vidlens.thumbnails;

import java.awt.image.BufferedImage;

/**
 * The built-in embedder: a hand-made visual descriptor that needs no model. On the thumbnail with
 * uniform letterbox bars trimmed, box-averaged to a 64x48 grid:
 *
 * <ul>
 *   <li>colour layout: mean brightness and two opponent colours over 2x2 and 4x4 cells (60);
 *   <li>colour histogram: 12 hues x 2 saturations x 2 values, plus 4 grey levels (52);
 *   <li>edges: Sobel orientation histograms (8 bins, magnitude-weighted) over the image and its 2x2
 *       quarters, plus edge density per region (45);
 *   <li>texture: uniform local binary patterns (10 bins) over the image and its quarters (50).
 * </ul>
 *
 * Histograms are square-rooted (Hellinger), every block is normalised and weighted, and the whole
 * vector has length 1, so the dot product is the cosine. Global histograms keep crops and resizes
 * of an image close to it; the layout separates images with the same colours in other places. Faces
 * and written text are not detected: see docs/thumbnails.md.
 */
final class VisualDescriptorEmbedder implements ImageEmbedder {

  static final int W = 64;
  static final int H = 48;
  static final int DIMENSION = 60 + 52 + 45 + 50;

  private static final float LAYOUT_WEIGHT = 1.0f;
  private static final float COLOUR_WEIGHT = 1.1f;
  private static final float EDGE_WEIGHT = 0.8f;
  private static final float TEXTURE_WEIGHT = 0.6f;

  @Override
  public String id() {
    return "visual-descriptor-v1";
  }

  @Override
  public int dimension() {
    return DIMENSION;
  }

  @Override
  public float[] embed(BufferedImage image) {
    BufferedImage trimmed = trimBars(image);
    float[][] rgb = grid(trimmed);
    float[] r = rgb[0];
    float[] g = rgb[1];
    float[] b = rgb[2];
    float[] lum = new float[W * H];
    for (int i = 0; i < lum.length; i++) {
      lum[i] = 0.299f * r[i] + 0.587f * g[i] + 0.114f * b[i];
    }
    float[] out = new float[DIMENSION];
    int at = 0;
    at = put(out, at, layout(r, g, b), LAYOUT_WEIGHT);
    at = put(out, at, sqrt(colourHistogram(r, g, b)), COLOUR_WEIGHT);
    at = put(out, at, sqrt(edges(lum)), EDGE_WEIGHT);
    at = put(out, at, sqrt(texture(lum)), TEXTURE_WEIGHT);
    if (at != DIMENSION) {
      throw new IllegalStateException("descriptor size " + at);
    }
    return ImageEmbedder.normalise(out);
  }

  private static int put(float[] out, int at, float[] block, float weight) {
    float[] unit = ImageEmbedder.normalise(block.clone());
    for (float x : unit) {
      out[at++] = x * weight;
    }
    return at;
  }

  private static float[] sqrt(float[] histogram) {
    float[] s = new float[histogram.length];
    for (int i = 0; i < s.length; i++) {
      s[i] = (float) Math.sqrt(Math.max(0, histogram[i]));
    }
    return s;
  }

  /** Drops near-uniform dark rows and columns at the edges (letterbox and pillarbox bars). */
  static BufferedImage trimBars(BufferedImage image) {
    int w = image.getWidth();
    int h = image.getHeight();
    int top = 0;
    int bottom = h;
    int left = 0;
    int right = w;
    while (top < h / 5 && darkUniformRow(image, top)) {
      top++;
    }
    while (bottom > h - h / 5 && darkUniformRow(image, bottom - 1)) {
      bottom--;
    }
    while (left < w / 5 && darkUniformColumn(image, left, top, bottom)) {
      left++;
    }
    while (right > w - w / 5 && darkUniformColumn(image, right - 1, top, bottom)) {
      right--;
    }
    if (top == 0 && bottom == h && left == 0 && right == w) {
      return image;
    }
    return image.getSubimage(left, top, right - left, bottom - top);
  }

  private static boolean darkUniformRow(BufferedImage image, int y) {
    int w = image.getWidth();
    int step = Math.max(1, w / 64);
    double sum = 0;
    double sq = 0;
    int n = 0;
    for (int x = 0; x < w; x += step) {
      double l = luma(image.getRGB(x, y));
      sum += l;
      sq += l * l;
      n++;
    }
    double mean = sum / n;
    return mean < 20 && sq / n - mean * mean < 64;
  }

  private static boolean darkUniformColumn(BufferedImage image, int x, int top, int bottom) {
    int step = Math.max(1, (bottom - top) / 64);
    double sum = 0;
    double sq = 0;
    int n = 0;
    for (int y = top; y < bottom; y += step) {
      double l = luma(image.getRGB(x, y));
      sum += l;
      sq += l * l;
      n++;
    }
    double mean = sum / n;
    return n > 0 && mean < 20 && sq / n - mean * mean < 64;
  }

  private static double luma(int rgb) {
    return 0.299 * ((rgb >> 16) & 0xff) + 0.587 * ((rgb >> 8) & 0xff) + 0.114 * (rgb & 0xff);
  }

  /** Box-averaged W x H grid of r, g, b in 0..1. */
  static float[][] grid(BufferedImage image) {
    int w = image.getWidth();
    int h = image.getHeight();
    int[] pixels = image.getRGB(0, 0, w, h, null, 0, w);
    float[][] out = new float[3][W * H];
    float[] count = new float[W * H];
    for (int y = 0; y < h; y++) {
      int gy = Math.min(H - 1, (int) ((long) y * H / h));
      for (int x = 0; x < w; x++) {
        int gx = Math.min(W - 1, (int) ((long) x * W / w));
        int cell = gy * W + gx;
        int p = pixels[y * w + x];
        out[0][cell] += ((p >> 16) & 0xff);
        out[1][cell] += ((p >> 8) & 0xff);
        out[2][cell] += (p & 0xff);
        count[cell]++;
      }
    }
    for (int i = 0; i < W * H; i++) {
      // an image smaller than the grid leaves cells empty: take the nearest filled one's value
      float c = count[i] == 0 ? 1 : count[i];
      for (int k = 0; k < 3; k++) {
        out[k][i] = out[k][i] / c / 255f;
      }
    }
    if (w < W || h < H) {
      for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
          int sx = Math.min(w - 1, x * w / W);
          int sy = Math.min(h - 1, y * h / H);
          int p = pixels[sy * w + sx];
          out[0][y * W + x] = ((p >> 16) & 0xff) / 255f;
          out[1][y * W + x] = ((p >> 8) & 0xff) / 255f;
          out[2][y * W + x] = (p & 0xff) / 255f;
        }
      }
    }
    return out;
  }

  /** Mean brightness and opponent colours over 2x2 then 4x4 cells. */
  private static float[] layout(float[] r, float[] g, float[] b) {
    float[] out = new float[60];
    int at = 0;
    for (int cells : new int[] {2, 4}) {
      for (int cy = 0; cy < cells; cy++) {
        for (int cx = 0; cx < cells; cx++) {
          double l = 0;
          double o1 = 0;
          double o2 = 0;
          int n = 0;
          for (int y = cy * H / cells; y < (cy + 1) * H / cells; y++) {
            for (int x = cx * W / cells; x < (cx + 1) * W / cells; x++) {
              int i = y * W + x;
              l += (r[i] + g[i] + b[i]) / 3;
              o1 += (r[i] - g[i]) / 2;
              o2 += (r[i] + g[i] - 2 * b[i]) / 4;
              n++;
            }
          }
          out[at++] = (float) (l / n - 0.5);
          out[at++] = (float) (o1 / n);
          out[at++] = (float) (o2 / n);
        }
      }
    }
    return out;
  }

  /** 12 hues x 2 saturations x 2 values for colourful cells, 4 grey levels for the rest. */
  private static float[] colourHistogram(float[] r, float[] g, float[] b) {
    float[] hist = new float[52];
    float[] hsv = new float[3];
    for (int i = 0; i < r.length; i++) {
      java.awt.Color.RGBtoHSB((int) (r[i] * 255), (int) (g[i] * 255), (int) (b[i] * 255), hsv);
      if (hsv[1] < 0.2f || hsv[2] < 0.15f) {
        hist[48 + Math.min(3, (int) (hsv[2] * 4))]++;
      } else {
        int hue = Math.min(11, (int) (hsv[0] * 12));
        int sat = hsv[1] < 0.6f ? 0 : 1;
        int val = hsv[2] < 0.6f ? 0 : 1;
        hist[(hue * 2 + sat) * 2 + val]++;
      }
    }
    for (int i = 0; i < hist.length; i++) {
      hist[i] /= r.length;
    }
    return hist;
  }

  /** Sobel orientation histograms (global + quarters) and edge density (global + quarters). */
  private static float[] edges(float[] lum) {
    float[] out = new float[45];
    for (int y = 1; y < H - 1; y++) {
      for (int x = 1; x < W - 1; x++) {
        float gx =
            lum[(y - 1) * W + x + 1]
                + 2 * lum[y * W + x + 1]
                + lum[(y + 1) * W + x + 1]
                - lum[(y - 1) * W + x - 1]
                - 2 * lum[y * W + x - 1]
                - lum[(y + 1) * W + x - 1];
        float gy =
            lum[(y + 1) * W + x - 1]
                + 2 * lum[(y + 1) * W + x]
                + lum[(y + 1) * W + x + 1]
                - lum[(y - 1) * W + x - 1]
                - 2 * lum[(y - 1) * W + x]
                - lum[(y - 1) * W + x + 1];
        float magnitude = (float) Math.sqrt(gx * gx + gy * gy);
        if (magnitude < 0.02f) {
          continue;
        }
        double angle = Math.atan2(gy, gx);
        if (angle < 0) {
          angle += Math.PI;
        }
        int bin = Math.min(7, (int) (angle / Math.PI * 8));
        int quarter = (y < H / 2 ? 0 : 2) + (x < W / 2 ? 0 : 1);
        out[bin] += magnitude;
        out[8 + quarter * 8 + bin] += magnitude;
        if (magnitude > 0.25f) {
          out[40]++;
          out[41 + quarter]++;
        }
      }
    }
    float pixels = (W - 2) * (H - 2);
    for (int i = 0; i < 40; i++) {
      out[i] /= pixels;
    }
    out[40] /= pixels;
    for (int q = 0; q < 4; q++) {
      out[41 + q] /= pixels / 4;
    }
    return out;
  }

  /**
   * Uniform LBP(8,1): 9 uniform codes by their count of ones, 1 for the rest; global + quarters.
   */
  private static float[] texture(float[] lum) {
    float[] out = new float[50];
    int[] dx = {-1, 0, 1, 1, 1, 0, -1, -1};
    int[] dy = {-1, -1, -1, 0, 1, 1, 1, 0};
    for (int y = 1; y < H - 1; y++) {
      for (int x = 1; x < W - 1; x++) {
        float centre = lum[y * W + x] + 0.01f; // a small margin keeps flat areas one pattern
        int bits = 0;
        for (int k = 0; k < 8; k++) {
          if (lum[(y + dy[k]) * W + x + dx[k]] >= centre) {
            bits |= 1 << k;
          }
        }
        int transitions = Integer.bitCount(bits ^ ((bits >>> 1) | ((bits & 1) << 7)));
        int code = transitions <= 2 ? Integer.bitCount(bits) : 9;
        int quarter = (y < H / 2 ? 0 : 2) + (x < W / 2 ? 0 : 1);
        out[code]++;
        out[10 + quarter * 10 + code]++;
      }
    }
    float pixels = (W - 2) * (H - 2);
    for (int i = 0; i < out.length; i++) {
      out[i] /= i < 10 ? pixels : pixels / 4;
    }
    return out;
  }
}
