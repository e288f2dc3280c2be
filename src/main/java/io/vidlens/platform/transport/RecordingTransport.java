package io.vidlens.platform.transport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Record mode: sends live and saves every answered exchange as one numbered file ({@code
 * 00-visitor_id.json}, {@code 01-player.json}, ...) in the recording format, plus an {@code
 * index.json} listing them, so the folder can be replayed as it is. Numbering continues after the
 * files already there. A failure to write is logged; the answer still goes back.
 */
public class RecordingTransport implements PlatformTransport, AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(RecordingTransport.class);
  private static final Pattern NUMBERED = Pattern.compile("(\\d+)-.*\\.json");

  private final PlatformTransport live;
  private final Path folder;
  private final RecordingFormat format;
  private final ObjectMapper mapper;
  private final String languageCode;
  private final String countryCode;
  private final List<ObjectNode> indexEntries = new ArrayList<>();
  private int nextNumber;

  public RecordingTransport(
      PlatformTransport live,
      Path folder,
      RecordingFormat format,
      ObjectMapper mapper,
      String languageCode,
      String countryCode) {
    this.live = live;
    this.folder = folder;
    this.format = format;
    this.mapper = mapper;
    this.languageCode = languageCode;
    this.countryCode = countryCode;
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("vidlens.upstream.record: cannot create " + folder, e);
    }
    this.nextNumber = firstFreeNumber(folder);
    loadExistingIndex();
  }

  /** Keeps the entries of an earlier run in the same folder. */
  private void loadExistingIndex() {
    Path index = folder.resolve("index.json");
    if (!Files.isRegularFile(index)) {
      return;
    }
    try {
      var existing = mapper.readTree(Files.readString(index));
      existing.forEach(
          entry -> {
            if (entry instanceof ObjectNode object) {
              indexEntries.add(object);
            }
          });
    } catch (IOException | RuntimeException e) {
      log.warn("Ignoring unreadable {}: {}", index, e.toString());
    }
  }

  @Override
  public UpstreamResponse send(UpstreamRequest request) {
    UpstreamResponse response = live.send(request);
    try {
      save(new RecordedExchange(request, response, languageCode, countryCode));
    } catch (IOException | RuntimeException e) {
      log.warn("Could not record {} into {}: {}", request.endpoint(), folder, e.toString());
    }
    return response;
  }

  private synchronized void save(RecordedExchange exchange) throws IOException {
    String name = String.format("%02d-%s.json", nextNumber++, exchange.request().endpoint());
    writeAtomically(folder.resolve(name), format.write(exchange));
    ObjectNode entry = mapper.createObjectNode();
    entry.put("file", name);
    entry.put("method", exchange.request().method());
    entry.put("endpoint", exchange.request().endpoint());
    entry.put("url", exchange.request().url().toString());
    entry.put("status", exchange.response().status());
    indexEntries.add(entry);
    ArrayNode index = mapper.createArrayNode();
    indexEntries.forEach(index::add);
    writeAtomically(
        folder.resolve("index.json"),
        mapper.writerWithDefaultPrettyPrinter().writeValueAsString(index));
  }

  private void writeAtomically(Path target, String text) throws IOException {
    Path temp = Files.createTempFile(folder, ".recording", ".tmp");
    Files.writeString(temp, text);
    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  private static int firstFreeNumber(Path folder) {
    try (Stream<Path> files = Files.list(folder)) {
      return files
              .map(p -> NUMBERED.matcher(p.getFileName().toString()))
              .filter(Matcher::matches)
              .mapToInt(m -> Integer.parseInt(m.group(1)))
              .max()
              .orElse(-1)
          + 1;
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list " + folder, e);
    }
  }

  @Override
  public void close() throws Exception {
    if (live instanceof AutoCloseable closeable) {
      closeable.close();
    }
  }
}
