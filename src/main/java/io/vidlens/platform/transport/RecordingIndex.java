package io.vidlens.platform.transport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every recorded exchange under the replay folders, by {@link ExchangeKey}, built once at start-up.
 * Files are listed, not kept: an answer is read from its file when it is asked for. Where several
 * recordings match the same key, the first folder given wins, then the first file by path.
 */
public class RecordingIndex {

  private static final Logger log = LoggerFactory.getLogger(RecordingIndex.class);

  private final List<Path> folders;
  private final Map<ExchangeKey, List<Path>> files;
  private final Map<ExchangeKey, List<Path>> anyLanguage;

  private RecordingIndex(
      List<Path> folders,
      Map<ExchangeKey, List<Path>> files,
      Map<ExchangeKey, List<Path>> anyLanguage) {
    this.folders = folders;
    this.files = files;
    this.anyLanguage = anyLanguage;
  }

  public static RecordingIndex build(List<Path> folders, RecordingFormat format) {
    if (folders.isEmpty()) {
      throw new IllegalArgumentException("Replay needs at least one recording folder");
    }
    Map<ExchangeKey, List<Path>> index = new LinkedHashMap<>();
    Map<ExchangeKey, List<Path>> anyLanguage = new LinkedHashMap<>();
    int count = 0;
    for (Path folder : folders) {
      if (!Files.isDirectory(folder)) {
        throw new IllegalStateException(
            "vidlens.upstream.replay: recording folder "
                + folder.toAbsolutePath()
                + " does not exist");
      }
      for (Path file : jsonFiles(folder)) {
        var exchange = format.read(file);
        if (exchange.isEmpty()) {
          // Bare bodies (player-states/) and other JSON are not exchanges: not replayable.
          log.debug("Not an exchange, skipped: {}", file);
          continue;
        }
        ExchangeKey key = ExchangeKey.of(exchange.get());
        index.computeIfAbsent(key, k -> new ArrayList<>()).add(file);
        anyLanguage.computeIfAbsent(key.anyLanguage(), k -> new ArrayList<>()).add(file);
        count++;
      }
    }
    log.info(
        "Replay index: {} recorded exchanges, {} distinct requests, from {}",
        count,
        index.size(),
        folders);
    index.replaceAll((k, v) -> List.copyOf(v));
    anyLanguage.replaceAll((k, v) -> List.copyOf(v));
    return new RecordingIndex(
        List.copyOf(folders),
        Collections.unmodifiableMap(index),
        Collections.unmodifiableMap(anyLanguage));
  }

  private static List<Path> jsonFiles(Path folder) {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile)
          .filter(p -> p.getFileName().toString().endsWith(".json"))
          .filter(p -> !p.getFileName().toString().equals("index.json"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list recordings in " + folder, e);
    }
  }

  /**
   * The files answering this key, best first ({@link ExchangeKey#answersAmong}); empty when none
   * does.
   */
  public List<Path> find(ExchangeKey key) {
    return key.answersAmong(files, anyLanguage);
  }

  public int size() {
    return files.values().stream().mapToInt(List::size).sum();
  }

  public List<Path> folders() {
    return folders;
  }
}
