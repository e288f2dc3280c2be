package io.vidlens.mcp;

import static io.vidlens.mcp.InputSchema.string;

import io.vidlens.access.Operation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** The similar-thumbnail search. */
@Component
class ThumbnailTools implements ToolSet {

  private final OperationTools tools;

  ThumbnailTools(OperationTools tools) {
    this.tools = tools;
  }

  @Override
  public List<VidlensTool> tools() {
    return List.of(
        tools.tool(
            "search_similar_thumbnails",
            "Similar-thumbnail search",
            "Videos whose thumbnails look like a text description or like the image at a URL,"
                + " most similar first (video ID, title, channel, thumbnail URL, similarity)."
                + " Give exactly one of 'text' or 'imageUrl'. Searches the thumbnails Vidlens has"
                + " indexed (the channels and videos it has read).",
            InputSchema.object()
                .optional(
                    "text",
                    string(
                        "What the wanted thumbnail shows, e.g. 'a surprised face next to a red"
                            + " arrow'."))
                .optional("imageUrl", string("Public http(s) URL of a webp, jpeg or png image.")),
            Operation.SEARCH_SIMILAR_THUMBNAILS,
            call -> {
              Map<String, String> body = new LinkedHashMap<>();
              if (call.text("text") != null) {
                body.put("text", call.text("text"));
              }
              if (call.text("imageUrl") != null) {
                body.put("image_url", call.text("imageUrl"));
              }
              return OperationRequest.post(Operation.SEARCH_SIMILAR_THUMBNAILS, body);
            }));
  }
}
