package io.vidlens.channel;

import static org.assertj.core.api.Assertions.assertThat;

import io.vidlens.catalog.ChannelTab;
import io.vidlens.model.ChannelId;
import io.vidlens.platform.client.UploadsPlaylist;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/** The client-built continuation of an uploads playlist's first page. */
class UploadsPlaylistTest {

  @Test
  void firstPageTokenWrapsBrowseIdParamsAndPlaylistIdInTheContinuationField() {
    String playlistId = "UULF0123456789012345678901";
    String token = UploadsPlaylist.firstPageToken(playlistId);
    assertThat(token)
        .startsWith("4qmFsg")
        .doesNotContain("=")
        .doesNotContain("+")
        .doesNotContain("/");
    byte[] bytes = Base64.getUrlDecoder().decode(URLDecoder.decode(token, StandardCharsets.UTF_8));
    // field 80226972, length-delimited: varint key e2 a9 85 b2 02
    assertThat(bytes)
        .startsWith(new byte[] {(byte) 0xe2, (byte) 0xa9, (byte) 0x85, (byte) 0xb2, 0x02});
    String text = new String(bytes, StandardCharsets.ISO_8859_1);
    assertThat(text)
        .contains("\u0012\u001c" + "VL" + playlistId) // field 2, 28 bytes
        .contains("\u001a\u0010CADCBgIIAA%3D%3D") // field 3, 16 bytes
        .endsWith("\u009a\u0002\u001a" + playlistId); // field 35, 26 bytes
    assertThat(bytes[5]).isEqualTo((byte) (bytes.length - 6)); // the wrapper's length
  }

  @Test
  void uploadsPlaylistsOfTheTabs() {
    assertThat(ChannelTab.VIDEOS.uploadsPlaylistId(new ChannelId("UC0123456789012345678901")))
        .isEqualTo("UULF0123456789012345678901");
    assertThat(ChannelTab.SHORTS.uploadsPlaylistId(new ChannelId("UC0123456789012345678901")))
        .isEqualTo("UUSH0123456789012345678901");
    assertThat(ChannelTab.PLAYLISTS.hasUploadsPlaylist()).isFalse();
    assertThat(UploadsPlaylist.browseId("UULFx")).isEqualTo("VLUULFx");
  }
}
