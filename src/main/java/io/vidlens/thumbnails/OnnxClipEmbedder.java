package io.vidlens.thumbnails;

import ai.djl.huggingface.tokenizers.Encoding;
import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

/**
 * A CLIP-style model an operator supplies as ONNX files, run by ONNX Runtime: an image tower (input
 * {@code [N,3,S,S]} float, output {@code [N,D]}) and optionally a text tower (inputs {@code
 * input_ids} and, when declared, {@code attention_mask}, both int64 {@code [N,L]}; output {@code
 * [N,D]}) with its {@code tokenizer.json} (Hugging Face format, read by DJL's tokenizer).
 *
 * <p>Preprocessing is CLIP's: shorter side resized to S with bicubic interpolation, centre crop S x
 * S, RGB scaled to 0..1 and normalised per channel with the model's mean and standard deviation
 * (CLIP's by default). Text is tokenised with the model's own tokenizer and truncated to the
 * context length (77). Both outputs are normalised to length 1, so images and texts share one
 * cosine space. The id names the model files by content hash, so another model re-indexes.
 */
final class OnnxClipEmbedder implements ImageEmbedder {

  private final OrtEnvironment env = OrtEnvironment.getEnvironment();
  private final OrtSession image;
  private final OrtSession text;
  private final HuggingFaceTokenizer tokenizer;
  private final ThumbnailProperties.Onnx config;
  private final String id;
  private final int dimension;

  OnnxClipEmbedder(ThumbnailProperties.Onnx config) {
    this.config = config;
    try {
      OrtSession.SessionOptions options = new OrtSession.SessionOptions();
      options.setIntraOpNumThreads(Math.max(1, config.getThreads()));
      this.image = env.createSession(config.getImageModel().toString(), options);
      if (config.getTextModel() != null) {
        if (config.getTokenizer() == null) {
          throw new IllegalArgumentException(
              "vidlens.thumbnails.onnx.tokenizer is needed with a text model");
        }
        this.text = env.createSession(config.getTextModel().toString(), options);
        this.tokenizer = HuggingFaceTokenizer.newInstance(config.getTokenizer());
      } else {
        this.text = null;
        this.tokenizer = null;
      }
      this.dimension = probeDimension();
      this.id = "onnx-clip-" + fingerprint(config);
    } catch (OrtException | IOException e) {
      throw new IllegalArgumentException(
          "The ONNX thumbnail model could not be loaded: " + e.getMessage(), e);
    }
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public float[] embed(BufferedImage picture) throws EmbedderException {
    int s = config.getImageSize();
    float[] pixels = preprocess(picture, s, config.getMean(), config.getStd());
    String input = image.getInputNames().iterator().next();
    try (OnnxTensor tensor =
            OnnxTensor.createTensor(env, FloatBuffer.wrap(pixels), new long[] {1, 3, s, s});
        OrtSession.Result result = image.run(Map.of(input, tensor))) {
      return ImageEmbedder.normalise(firstRow(result, config.getImageOutput()));
    } catch (OrtException | RuntimeException e) {
      throw new EmbedderException("the image model failed", e);
    }
  }

  @Override
  public Optional<TextTower> textTower() {
    if (text == null) {
      return Optional.empty();
    }
    return Optional.of(this::embedText);
  }

  private float[] embedText(String query) throws EmbedderException {
    Encoding encoding = tokenizer.encode(query);
    long[] ids = encoding.getIds();
    long[] mask = encoding.getAttentionMask();
    int length = Math.min(ids.length, config.getContextLength());
    long[] idsClipped = java.util.Arrays.copyOf(ids, length);
    long[] maskClipped = java.util.Arrays.copyOf(mask, length);
    Map<String, OnnxTensor> inputs = new HashMap<>();
    try {
      for (String name : text.getInputNames()) {
        long[] values = name.contains("mask") ? maskClipped : idsClipped;
        inputs.put(
            name, OnnxTensor.createTensor(env, LongBuffer.wrap(values), new long[] {1, length}));
      }
      try (OrtSession.Result result = text.run(inputs)) {
        return ImageEmbedder.normalise(firstRow(result, config.getTextOutput()));
      }
    } catch (OrtException | RuntimeException e) {
      throw new EmbedderException("the text model failed", e);
    } finally {
      inputs.values().forEach(OnnxTensor::close);
    }
  }

  /** CLIP's preprocessing: bicubic resize of the shorter side, centre crop, normalise, CHW. */
  static float[] preprocess(BufferedImage picture, int size, float[] mean, float[] std) {
    int w = picture.getWidth();
    int h = picture.getHeight();
    double scale = (double) size / Math.min(w, h);
    int rw = Math.max(size, (int) Math.round(w * scale));
    int rh = Math.max(size, (int) Math.round(h * scale));
    BufferedImage resized =
        ImageDecoder.painted(
            size,
            size,
            RenderingHints.VALUE_INTERPOLATION_BICUBIC,
            g -> g.drawImage(picture, -(rw - size) / 2, -(rh - size) / 2, rw, rh, null));
    int plane = size * size;
    float[] out = new float[3 * plane];
    int[] rgb = resized.getRGB(0, 0, size, size, null, 0, size);
    for (int i = 0; i < plane; i++) {
      int p = rgb[i];
      out[i] = (((p >> 16) & 0xff) / 255f - mean[0]) / std[0];
      out[plane + i] = (((p >> 8) & 0xff) / 255f - mean[1]) / std[1];
      out[2 * plane + i] = ((p & 0xff) / 255f - mean[2]) / std[2];
    }
    return out;
  }

  private static float[] firstRow(OrtSession.Result result, String outputName) throws OrtException {
    OnnxValue value =
        outputName == null || outputName.isBlank()
            ? result.get(0)
            : result
                .get(outputName)
                .orElseThrow(() -> new IllegalStateException("no output " + outputName));
    Object data = value.getValue();
    if (data instanceof float[][] rows) {
      return rows[0].clone();
    }
    throw new IllegalStateException("the model's output is not a [N, D] float tensor");
  }

  private int probeDimension() throws OrtException {
    NodeInfo output =
        config.getImageOutput() == null || config.getImageOutput().isBlank()
            ? image.getOutputInfo().values().iterator().next()
            : image.getOutputInfo().get(config.getImageOutput());
    if (output != null
        && output.getInfo() instanceof TensorInfo t
        && t.getShape().length == 2
        && t.getShape()[1] > 0) {
      return (int) t.getShape()[1];
    }
    try {
      return embed(
              new BufferedImage(
                  config.getImageSize(), config.getImageSize(), BufferedImage.TYPE_INT_RGB))
          .length;
    } catch (EmbedderException e) {
      throw new IllegalArgumentException("the image model does not run on a blank image", e);
    }
  }

  private static String fingerprint(ThumbnailProperties.Onnx config) throws IOException {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update(Files.readAllBytes(config.getImageModel()));
      for (Path p : new Path[] {config.getTextModel(), config.getTokenizer()}) {
        if (p != null) {
          sha.update(Files.readAllBytes(p));
        }
      }
      sha.update(
          (config.getImageSize()
                  + java.util.Arrays.toString(config.getMean())
                  + java.util.Arrays.toString(config.getStd()))
              .getBytes());
      return HexFormat.of().formatHex(sha.digest(), 0, 8);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    try {
      image.close();
      if (text != null) {
        text.close();
        tokenizer.close();
      }
    } catch (OrtException e) {
      // closing: nothing to do
    }
  }
}
