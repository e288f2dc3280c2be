package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ONNX path with a tiny CLIP-shaped model pair written by the test itself (ONNX protobuf by
 * hand; nothing downloaded): the image tower averages each normalised colour channel ({@code
 * ReduceMean}), the text tower looks up and averages word vectors ({@code Gather}, {@code
 * ReduceMean}) whose rows are the normalised colours of "red", "green" and "blue", with a
 * word-level {@code tokenizer.json}. Real preprocessing, tokenizer and ONNX Runtime run; a text
 * names the image of its colour.
 */
class OnnxClipEmbedderTest {

  static final float[] MEAN = {0.48145466f, 0.4578275f, 0.40821073f};
  static final float[] STD = {0.26862954f, 0.26130258f, 0.27577711f};

  @Test
  void imagesAndTextsShareOneSpace(@TempDir Path dir) throws Exception {
    Path image = dir.resolve("image.onnx");
    Path text = dir.resolve("text.onnx");
    Path tokenizer = dir.resolve("tokenizer.json");
    Files.write(image, imageModel());
    Files.write(text, textModel());
    Files.writeString(
        tokenizer,
        """
        {"version": "1.0", "truncation": null, "padding": null, "added_tokens": [],
         "normalizer": {"type": "Lowercase"}, "pre_tokenizer": {"type": "Whitespace"},
         "post_processor": null, "decoder": null,
         "model": {"type": "WordLevel", "vocab": {"[UNK]": 0, "red": 1, "green": 2, "blue": 3}, "unk_token": "[UNK]"}}
        """);
    ThumbnailProperties.Onnx config = new ThumbnailProperties().getOnnx();
    config.setImageModel(image);
    config.setTextModel(text);
    config.setTokenizer(tokenizer);
    try (OnnxClipEmbedder embedder = new OnnxClipEmbedder(config)) {
      assertThat(embedder.dimension()).isEqualTo(3);
      assertThat(embedder.id()).startsWith("onnx-clip-");
      Map<String, float[]> images =
          Map.of(
              "red", embedder.embed(Drawings.solid(Color.RED)),
              "green", embedder.embed(Drawings.solid(Color.GREEN)),
              "blue", embedder.embed(Drawings.solid(Color.BLUE)));
      ImageEmbedder.TextTower tower = embedder.textTower().orElseThrow();
      for (String[] c :
          new String[][] {{"RED", "red"}, {"a green field", "green"}, {"deep blue sea", "blue"}}) {
        float[] q = tower.embed(c[0]);
        assertThat(ExactSearch.top(images, q, 1).getFirst().videoId()).as(c[0]).isEqualTo(c[1]);
        assertThat(Vectors.similarity(q, images.get(c[1]))).isGreaterThan(0.99f);
      }
    }
  }

  @Test
  void preprocessingIsClipsResizeCentreCropAndNormalisation() {
    var wide =
        new java.awt.image.BufferedImage(448, 224, java.awt.image.BufferedImage.TYPE_INT_RGB);
    var g = wide.createGraphics();
    g.setColor(Color.RED);
    g.fillRect(0, 0, 112, 224); // only in the left quarter: cropped away
    g.setColor(Color.WHITE);
    g.fillRect(112, 0, 336, 224);
    g.dispose();
    float[] t = OnnxClipEmbedder.preprocess(wide, 224, MEAN, STD);
    assertThat(t).hasSize(3 * 224 * 224);
    int centre = 112 * 224 + 112;
    assertThat(t[centre])
        .isCloseTo((1 - MEAN[0]) / STD[0], org.assertj.core.data.Offset.offset(0.01f));
    assertThat(t[224 * 224 + centre])
        .isCloseTo((1 - MEAN[1]) / STD[1], org.assertj.core.data.Offset.offset(0.01f));
  }

  // ---- a few ONNX messages, written by hand (onnx.proto field numbers) ----

  static byte[] imageModel() {
    Proto node =
        new Proto()
            .string(1, "pixel_values")
            .string(2, "image_embeds")
            .string(4, "ReduceMean")
            .message(5, new Proto().string(1, "axes").varint(8, 2).varint(8, 3).varint(20, 7))
            .message(5, new Proto().string(1, "keepdims").varint(3, 0).varint(20, 2));
    Proto graph =
        new Proto()
            .message(1, node)
            .string(2, "image")
            .message(11, valueInfo("pixel_values", 1, "N", 3, 224, 224))
            .message(12, valueInfo("image_embeds", 1, "N", 3));
    return model(graph);
  }

  static byte[] textModel() {
    float[] table = {
      0,
      0,
      0,
      (1 - MEAN[0]) / STD[0],
      -MEAN[1] / STD[1],
      -MEAN[2] / STD[2],
      -MEAN[0] / STD[0],
      (1 - MEAN[1]) / STD[1],
      -MEAN[2] / STD[2],
      -MEAN[0] / STD[0],
      -MEAN[1] / STD[1],
      (1 - MEAN[2]) / STD[2]
    };
    ByteBuffer floats = ByteBuffer.allocate(table.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    floats.asFloatBuffer().put(table);
    Proto tensor =
        new Proto()
            .varint(1, 4)
            .varint(1, 3)
            .varint(2, 1)
            .bytes(4, floats.array())
            .string(8, "table");
    Proto gather =
        new Proto()
            .string(1, "table")
            .string(1, "input_ids")
            .string(2, "words")
            .string(4, "Gather")
            .message(5, new Proto().string(1, "axis").varint(3, 0).varint(20, 2));
    Proto mean =
        new Proto()
            .string(1, "words")
            .string(2, "text_embeds")
            .string(4, "ReduceMean")
            .message(5, new Proto().string(1, "axes").varint(8, 1).varint(20, 7))
            .message(5, new Proto().string(1, "keepdims").varint(3, 0).varint(20, 2));
    Proto graph =
        new Proto()
            .message(1, gather)
            .message(1, mean)
            .string(2, "text")
            .message(5, tensor)
            .message(11, valueInfo("input_ids", 7, "N", "L"))
            .message(12, valueInfo("text_embeds", 1, "N", 3));
    return model(graph);
  }

  static byte[] model(Proto graph) {
    return new Proto()
        .varint(1, 8)
        .string(2, "vidlens-test")
        .message(7, graph)
        .message(8, new Proto().string(1, "").varint(2, 13))
        .toByteArray();
  }

  /** A tensor value: element type and dims (Integer sizes or String names). */
  static Proto valueInfo(String name, int elemType, Object... dims) {
    Proto shape = new Proto();
    for (Object d : dims) {
      shape.message(
          1, d instanceof Integer i ? new Proto().varint(1, i) : new Proto().string(2, (String) d));
    }
    return new Proto()
        .string(1, name)
        .message(2, new Proto().message(1, new Proto().varint(1, elemType).message(2, shape)));
  }

  /** Protocol buffer wire format, the few parts ONNX needs. */
  static final class Proto {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    Proto varint(int field, long value) {
      raw((long) field << 3);
      raw(value);
      return this;
    }

    Proto bytes(int field, byte[] b) {
      raw(((long) field << 3) | 2);
      raw(b.length);
      out.writeBytes(b);
      return this;
    }

    Proto string(int field, String s) {
      return bytes(field, s.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    Proto message(int field, Proto m) {
      return bytes(field, m.toByteArray());
    }

    byte[] toByteArray() {
      return out.toByteArray();
    }

    private void raw(long v) {
      while ((v & ~0x7FL) != 0) {
        out.write((int) ((v & 0x7F) | 0x80));
        v >>>= 7;
      }
      out.write((int) v);
    }
  }
}
