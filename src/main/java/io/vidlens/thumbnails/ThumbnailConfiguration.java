package io.vidlens.thumbnails;

import io.vidlens.thumbnails.api.PublicAddresses;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
@EnableConfigurationProperties(ThumbnailProperties.class)
class ThumbnailConfiguration {

  private static final Logger log = LoggerFactory.getLogger(ThumbnailConfiguration.class);

  @Bean(destroyMethod = "close")
  ImageEmbedder imageEmbedder(ThumbnailProperties properties) {
    if (properties.getEmbedder().equalsIgnoreCase("onnx")) {
      if (properties.getOnnx().getImageModel() == null) {
        throw new IllegalArgumentException(
            "vidlens.thumbnails.embedder=onnx needs vidlens.thumbnails.onnx.image-model");
      }
      OnnxClipEmbedder onnx = new OnnxClipEmbedder(properties.getOnnx());
      log.info(
          "Thumbnail embedder: ONNX model {} ({} dimensions, text tower: {})",
          onnx.id(),
          onnx.dimension(),
          onnx.textTower().isPresent() ? "yes" : "no");
      return onnx;
    }
    log.info(
        "Thumbnail embedder: built-in visual descriptor (colour layout, colour, edges, texture; "
            + "no face or on-image text detection)");
    return new VisualDescriptorEmbedder();
  }

  @Bean
  @ConditionalOnMissingBean
  NameResolver nameResolver() {
    return NameResolver.SYSTEM;
  }

  /**
   * The same address check for other features' client-given URLs (the radar's webhooks): public
   * addresses only, whatever the image fetcher's loopback setting; those features have their own.
   */
  @Bean
  PublicAddresses publicAddresses(NameResolver resolver) {
    return new CheckedAddresses(new AddressPolicy(false), resolver);
  }

  @Bean
  ThumbnailFiles thumbnailFiles(@Value("${vidlens.data-dir:./data}") Path dataDir) {
    return new ThumbnailFiles(dataDir.toAbsolutePath().normalize());
  }

  @Bean
  ImageDecoder imageDecoder(ThumbnailProperties properties) {
    return new ImageDecoder(
        properties.getFetch().getMaxPixels(), properties.getFetch().getMaxDecodedBytes());
  }

  /** For client-given URLs: public addresses only (loopback only when a test allows it). */
  @Bean(destroyMethod = "close")
  SafeImageFetcher clientImageFetcher(ThumbnailProperties properties, NameResolver resolver) {
    ThumbnailProperties.Fetch f = properties.getFetch();
    return new SafeImageFetcher(
        new AddressPolicy(f.isAllowLoopback()),
        resolver,
        f.getMaxBytes(),
        f.getTimeout(),
        f.getMaxRedirects(),
        f.getMinBytesPerSecond(),
        f.getMaxConcurrent());
  }

  @Bean
  FetchSlots fetchSlots(ThumbnailProperties properties) {
    return new FetchSlots(
        properties.getFetch().getMaxConcurrent(),
        properties.getFetch().getMaxConcurrentPerKey(),
        properties.getFetch().getMaxConcurrentPerAccount());
  }
}
