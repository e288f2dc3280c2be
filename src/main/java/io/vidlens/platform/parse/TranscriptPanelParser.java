package io.vidlens.platform.parse;

import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Parses {@code get_transcript}: {@code actions[0].updateEngagementPanelAction.content
 * .transcriptRenderer.content.transcriptSearchPanelRenderer}, segments in {@code
 * body.transcriptSegmentListRenderer.initialSegments[].transcriptSegmentRenderer}, languages in
 * {@code footer.transcriptFooterRenderer.languageMenu}.
 */
public final class TranscriptPanelParser {

  private TranscriptPanelParser() {}

  public static TranscriptPanel parse(JsonNode root) {
    JsonNode panel = Nodes.find(root, "transcriptSearchPanelRenderer").orElse(Nodes.at(null));
    List<TranscriptSegment> segments =
        Nodes.findAll(Nodes.at(panel, "body"), "transcriptSegmentRenderer").stream()
            .filter(s -> Nodes.number(s, "startMs") != null)
            .map(
                s ->
                    new TranscriptSegment(
                        Nodes.number(s, "startMs"),
                        Nodes.number(s, "endMs") == null
                            ? Nodes.number(s, "startMs")
                            : Nodes.number(s, "endMs"),
                        PlatformText.of(s, "snippet")))
            .toList();
    List<TranscriptLanguage> languages =
        Nodes.find(Nodes.at(panel, "footer"), "subMenuItems")
            .map(Nodes::list)
            .orElse(List.of())
            .stream()
            .map(
                item ->
                    new TranscriptLanguage(
                        PlatformText.of(item, "title"),
                        Boolean.TRUE.equals(Nodes.bool(item, "selected")),
                        Continuations.token(Nodes.at(item, "continuation"))))
            .toList();
    return new TranscriptPanel(segments, languages);
  }
}
