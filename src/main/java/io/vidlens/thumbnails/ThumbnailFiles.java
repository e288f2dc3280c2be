package io.vidlens.thumbnails;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * Processed thumbnails under the data directory: {@code thumbnails/files/<2 chars>/<id>.jpg}.
 * Answers name them relative to the data directory only, never by an absolute server path.
 */
final class ThumbnailFiles {

  private final Path dataDir;

  ThumbnailFiles(Path dataDir) {
    this.dataDir = dataDir;
  }

  static String fileName(String videoId) {
    return videoId + ".jpg";
  }

  /** The folder of a video's file, relative to the data directory, with forward slashes. */
  static String relativeFolder(String videoId) {
    String shard = videoId.length() >= 2 ? videoId.substring(0, 2) : "__";
    return "thumbnails/files/" + shard.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_-]", "_");
  }

  static String relativePath(String videoId) {
    return relativeFolder(videoId) + "/" + fileName(videoId);
  }

  Path path(String videoId) {
    return dataDir.resolve(relativePath(videoId));
  }

  boolean exists(String videoId) {
    return Files.isRegularFile(path(videoId));
  }

  byte[] read(String videoId) throws IOException {
    return Files.readAllBytes(path(videoId));
  }

  /** Written whole or not at all (a temporary file moved into place). */
  void write(String videoId, byte[] jpeg) throws IOException {
    Path target = path(videoId);
    Files.createDirectories(target.getParent());
    Path tmp = Files.createTempFile(target.getParent(), videoId, ".part");
    try {
      Files.write(tmp, jpeg);
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }
}
