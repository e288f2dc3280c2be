package io.vidlens.thumbnails;

import io.vidlens.api.ApiException;
import io.vidlens.api.JsonBodies;
import io.vidlens.model.ClientInput;
import tools.jackson.databind.JsonNode;

/** A search: exactly one of {@code text} or {@code image_url}. */
sealed interface ThumbnailQuery {

  record ByText(String text) implements ThumbnailQuery {}

  record ByImageUrl(String imageUrl) implements ThumbnailQuery {}

  static ThumbnailQuery parse(JsonNode body) {
    JsonNode object = JsonBodies.requireObject(body);
    String text = JsonBodies.optionalString(object, "text");
    String imageUrl = JsonBodies.optionalString(object, "image_url");
    boolean hasText = text != null && !text.isBlank();
    boolean hasImage = imageUrl != null && !imageUrl.isBlank();
    if (hasText == hasImage) {
      throw ApiException.badRequest(
          "Invalid search parameters",
          hasText
              ? "Send exactly one of 'text' or 'image_url', not both."
              : "Send exactly one of 'text' (a description) or 'image_url' (an http(s) image URL).");
    }
    if (ClientInput.hasNul(text) || ClientInput.hasNul(imageUrl)) {
      throw ApiException.badRequest(
          "Invalid search parameters",
          "A field contains a control character (a NUL byte, \\u0000); remove it.");
    }
    if (hasText && !ClientInput.hasVisibleCharacter(text)) {
      throw ApiException.badRequest(
          "Invalid search parameters",
          "Field 'text' has no visible characters (only spaces, zero-width or other invisible"
              + " characters); send a description in words.");
    }
    return hasText ? new ByText(text.trim()) : new ByImageUrl(imageUrl.trim());
  }
}
