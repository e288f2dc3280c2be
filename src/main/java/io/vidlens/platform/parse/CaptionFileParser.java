package io.vidlens.platform.parse;

import io.vidlens.model.CaptionFile;
import io.vidlens.model.CaptionFile.Format;
import io.vidlens.model.TranscriptSegment;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.w3c.dom.Element;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Parses a caption file ({@code api/timedtext}) in srv1, srv3 or json3 into segments. */
public final class CaptionFileParser {

  private static final JsonMapper JSON = JsonMapper.builder().build();

  private CaptionFileParser() {}

  public static CaptionFile parse(String body) {
    if (body == null || body.isBlank()) {
      return new CaptionFile(Format.EMPTY, List.of());
    }
    String trimmed = body.strip();
    if (trimmed.startsWith("{")) {
      return json3(trimmed);
    }
    return XmlDocuments.parse(trimmed)
        .map(doc -> doc.getDocumentElement())
        .map(
            root ->
                switch (root.getLocalName()) {
                  case "transcript" -> new CaptionFile(Format.SRV1, srv1(root));
                  case "timedtext" -> new CaptionFile(Format.SRV3, srv3(root));
                  default -> new CaptionFile(Format.UNKNOWN, List.of());
                })
        .orElse(new CaptionFile(Format.UNKNOWN, List.of()));
  }

  private static List<TranscriptSegment> srv1(Element root) {
    return cues(
        XmlDocuments.children(root, "text"), "start", "dur", CaptionFileParser::millisFromSeconds);
  }

  // srv3 cues are <p t="ms" d="ms">, with word timings as <s> children in auto captions.
  private static List<TranscriptSegment> srv3(Element root) {
    return cues(XmlDocuments.descendants(root, "p"), "t", "d", CaptionFileParser::millis);
  }

  /**
   * The XML formats' cues: each element's text, its start and duration in the attributes named,
   * read by {@code toMillis}; a cue without a start or without text is left out.
   */
  private static List<TranscriptSegment> cues(
      List<Element> elements,
      String startAttribute,
      String durationAttribute,
      Function<String, Long> toMillis) {
    List<TranscriptSegment> out = new ArrayList<>();
    for (Element cue : elements) {
      Long start = toMillis.apply(cue.getAttribute(startAttribute));
      Long duration = toMillis.apply(cue.getAttribute(durationAttribute));
      String content = HtmlEntities.decode(cue.getTextContent());
      if (start != null && !content.isBlank()) {
        out.add(new TranscriptSegment(start, start + (duration == null ? 0 : duration), content));
      }
    }
    return out;
  }

  // json3 events without segs define windows; events whose text is only "\n" are line breaks of
  // auto captions between cues.
  private static CaptionFile json3(String body) {
    JsonNode root;
    try {
      root = JSON.readTree(body);
    } catch (JacksonException e) {
      return new CaptionFile(Format.UNKNOWN, List.of());
    }
    List<TranscriptSegment> out = new ArrayList<>();
    for (JsonNode event : Nodes.list(root, "events")) {
      StringBuilder text = new StringBuilder();
      Nodes.list(event, "segs").forEach(seg -> text.append(Nodes.string(seg, "utf8")));
      Long start = Nodes.number(event, "tStartMs");
      Long duration = Nodes.number(event, "dDurationMs");
      if (start != null && !text.toString().isBlank()) {
        out.add(
            new TranscriptSegment(
                start,
                start + (duration == null ? 0 : duration),
                HtmlEntities.decode(text.toString())));
      }
    }
    return new CaptionFile(Format.JSON3, out);
  }

  private static Long millis(String digits) {
    return digits != null && digits.matches("\\d{1,15}") ? Long.valueOf(digits) : null;
  }

  private static Long millisFromSeconds(String seconds) {
    if (seconds == null || !seconds.matches("\\d+(\\.\\d+)?")) {
      return null;
    }
    return new BigDecimal(seconds).movePointRight(3).longValue();
  }
}
