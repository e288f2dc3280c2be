package io.vidlens.model;

/**
 * Where {@code navigation/resolve_url} sends a URL: a browse target (channel ID and params for a
 * handle, /user/, /c/ or vanity URL), or a video. {@code pageType} is the platform's
 * WEB_PAGE_TYPE_* word.
 */
public record ResolvedUrl(String browseId, String params, String videoId, String pageType) {

  public boolean isChannel() {
    return browseId.startsWith("UC") || pageType.equals("WEB_PAGE_TYPE_CHANNEL");
  }
}
