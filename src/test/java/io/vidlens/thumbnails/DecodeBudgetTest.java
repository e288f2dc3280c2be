package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * Decoding stays within a fixed memory budget per image, judged from the header: a small PNG that
 * would unpack to 320 MB is decoded by subsampling into a small image, never in full; one whose
 * rows alone exceed the budget is refused unread; ordinary thumbnails are decoded at full size.
 */
class DecodeBudgetTest {

  static final long BUDGET = 16L * 1024 * 1024;
  final ImageDecoder decoder = new ImageDecoder(40_000_000, BUDGET);

  @Test
  void aLongThinSixteenBitBombIsSubsampledNeverDecodedInFull() throws Exception {
    byte[] bomb = Drawings.png16(40_000, 1_000); // 40 MP, under the pixel limit; 320 MB in full
    assertThat(bomb.length).isLessThan(1_000_000);

    long before = allocatedByThisThread();
    BufferedImage decoded = decoder.read(bomb);
    long allocated = allocatedByThisThread() - before;

    assertThat(Math.max(decoded.getWidth(), decoded.getHeight()))
        .isLessThanOrEqualTo(2 * ImageDecoder.MAX_SIDE);
    long decodedBytes =
        (long) decoded.getWidth()
            * decoded.getHeight()
            * decoded.getSampleModel().getNumDataElements()
            * 2;
    assertThat(decodedBytes).isLessThanOrEqualTo(BUDGET);
    // The full raster would be 320 MB; what this decode allocated is a small part of that.
    assertThat(allocated).isLessThan(64L * 1024 * 1024);

    BufferedImage thumbnail = decoder.decode(bomb);
    assertThat(thumbnail.getWidth()).isEqualTo(ImageDecoder.MAX_SIDE);
    assertThat(thumbnail.getHeight()).isEqualTo(16);
  }

  @Test
  void anImageWhoseRowsAloneExceedTheBudgetIsRefusedUnread() {
    byte[] wide = Drawings.png16(4_000_000, 10); // 40 MP; one row is 32 MB
    assertThatThrownBy(() -> decoder.read(wide))
        .isInstanceOf(ImageRejected.class)
        .hasMessageContaining("too wide");
  }

  @Test
  void subsamplingKeepsTheLongerSideAndTheBytesWithinTheBudget() {
    assertThat(ImageDecoder.subsampling(480, 360, 4, BUDGET)).isEqualTo(1);
    assertThat(ImageDecoder.subsampling(1280, 720, 4, BUDGET)).isEqualTo(1);
    assertThat(ImageDecoder.subsampling(4000, 3000, 4, BUDGET)).isEqualTo(4);
    int step = ImageDecoder.subsampling(40_000, 1_000, 8, BUDGET);
    assertThat(Math.ceilDiv(40_000, step)).isLessThanOrEqualTo(2 * ImageDecoder.MAX_SIDE);
    // A tight budget subsamples further than the size alone would.
    int tight = ImageDecoder.subsampling(1280, 1280, 8, 1024 * 1024);
    assertThat(ImageDecoder.decodedBytes(1280, 1280, 8, tight)).isLessThanOrEqualTo(1024 * 1024);
    assertThat(tight).isGreaterThan(1);
  }

  @Test
  void anOrdinaryThumbnailIsDecodedAtFullSize() throws Exception {
    BufferedImage image = decoder.read(Drawings.encode(Drawings.scene(3), "jpg"));
    assertThat(image.getWidth()).isEqualTo(480);
    assertThat(image.getHeight()).isEqualTo(360);
  }

  private static long allocatedByThisThread() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getCurrentThreadAllocatedBytes();
  }
}
