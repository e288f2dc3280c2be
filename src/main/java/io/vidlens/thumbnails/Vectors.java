package io.vidlens.thumbnails;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;

/** Vectors as stored in the database: base64 of little-endian float32. */
final class Vectors {

  private Vectors() {}

  static String encode(float[] v) {
    if (v == null) {
      return null;
    }
    ByteBuffer b = ByteBuffer.allocate(v.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    b.asFloatBuffer().put(v);
    return Base64.getEncoder().encodeToString(b.array());
  }

  static float[] decode(String s) {
    if (s == null || s.isEmpty()) {
      return null;
    }
    ByteBuffer b = ByteBuffer.wrap(Base64.getDecoder().decode(s)).order(ByteOrder.LITTLE_ENDIAN);
    float[] v = new float[b.remaining() / 4];
    b.asFloatBuffer().get(v);
    return v;
  }

  static float dot(float[] a, float[] b) {
    float s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  /** Cosine of unit vectors mapped to 0..1, as Lucene scores DOT_PRODUCT. */
  static float similarity(float[] a, float[] b) {
    return Math.max(0f, Math.min(1f, (1 + dot(a, b)) / 2));
  }
}
