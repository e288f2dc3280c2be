package io.vidlens.platform.client;

import java.io.ByteArrayOutputStream;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A channel's automatic uploads playlists ({@code UULF…} long-form videos, {@code UUSH…} shorts).
 * An age-restricted channel shows anonymous clients only its age gate, but these playlists still
 * list its uploads, newest first (NewPipeExtractor does the same).
 *
 * <p>Quirk: the first page of a playlist's videos is asked for with a continuation token the client
 * builds itself (browse ID, the params {@code CADCBgIIAA==} and the playlist ID in the platform's
 * protobuf wrapper), the way NewPipeExtractor fetches it after reading the header with {@code
 * $fields}; the recordings hold exactly that exchange.
 */
public final class UploadsPlaylist {

  /** Browse params of a playlist page. */
  public static final String PAGE_PARAMS = "wgYCCAA%3D";

  private static final int CONTINUATION_FIELD = 80226972;
  private static final String FIRST_PAGE_PARAMS = "CADCBgIIAA%3D%3D";

  private UploadsPlaylist() {}

  public static String browseId(String playlistId) {
    return "VL" + playlistId;
  }

  /** The continuation token of the first page of videos of {@code playlistId}. */
  public static String firstPageToken(String playlistId) {
    ByteArrayOutputStream inner = new ByteArrayOutputStream();
    field(inner, 2, browseId(playlistId));
    field(inner, 3, FIRST_PAGE_PARAMS);
    field(inner, 35, playlistId);
    ByteArrayOutputStream outer = new ByteArrayOutputStream();
    field(outer, CONTINUATION_FIELD, inner.toByteArray());
    String base64 = Base64.getUrlEncoder().encodeToString(outer.toByteArray());
    return URLEncoder.encode(base64, StandardCharsets.UTF_8);
  }

  private static void field(ByteArrayOutputStream out, int number, String value) {
    field(out, number, value.getBytes(StandardCharsets.UTF_8));
  }

  private static void field(ByteArrayOutputStream out, int number, byte[] value) {
    varint(out, ((long) number << 3) | 2); // wire type 2: length-delimited
    varint(out, value.length);
    out.writeBytes(value);
  }

  private static void varint(ByteArrayOutputStream out, long value) {
    long v = value;
    while ((v & ~0x7FL) != 0) {
      out.write((int) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    out.write((int) v);
  }
}
