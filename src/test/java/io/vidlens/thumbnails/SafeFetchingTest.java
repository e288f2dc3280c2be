package io.vidlens.thumbnails;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.awt.Color;
import java.net.InetAddress;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Address rules, URL rules, redirects and limits of the image fetcher, with loopback refused. */
class SafeFetchingTest {

  static final ImageServer server = new ImageServer();
  static final AddressPolicy strict = new AddressPolicy(false);

  // "public.test" is a public-looking name that resolves to loopback (a DNS answer an attacker
  // controls)
  static final NameResolver resolver =
      host ->
          switch (host) {
            case "public.test" -> new InetAddress[] {InetAddress.getByName("127.0.0.1")};
            case "mixed.test" ->
                new InetAddress[] {
                  InetAddress.getByName("93.184.216.34"), InetAddress.getByName("10.1.2.3")
                };
            default -> throw new java.net.UnknownHostException(host);
          };

  @AfterAll
  static void stop() {
    server.close();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "127.0.0.1",
        "127.8.9.1",
        "0.0.0.0",
        "10.0.0.1",
        "172.16.5.4",
        "172.31.255.255",
        "192.168.1.1",
        "169.254.169.254",
        "100.100.100.200",
        "224.0.0.1",
        "255.255.255.255",
        "192.0.2.1",
        "::1",
        "::",
        "fe80::1",
        "fd00:ec2::254",
        "fc00::1",
        "ff02::1",
        "::ffff:10.0.0.1",
        "::ffff:127.0.0.1",
        "::127.0.0.1",
        "64:ff9b::a00:1",
        "2002:a00:1::",
        "fec0::1"
      })
  void refusesNonPublicAddresses(String address) throws Exception {
    assertThat(strict.refusal(InetAddress.getByName(address))).as(address).isPresent();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1", "100.128.0.1"})
  void allowsPublicAddresses(String address) throws Exception {
    assertThat(strict.refusal(InetAddress.getByName(address))).as(address).isEmpty();
  }

  @Test
  void readsEveryNumericSpellingOfAnIpv4Address() throws Exception {
    InetAddress loopback = InetAddress.getByName("127.0.0.1");
    for (String form :
        new String[] {
          "2130706433", "0x7f000001", "0177.0.0.1", "127.1", "0x7f.1", "017700000001", "127.0.0.1."
        }) {
      assertThat(AddressPolicy.numericIpv4(form)).as(form).contains(loopback);
    }
    assertThat(AddressPolicy.numericIpv4("167772161")).contains(InetAddress.getByName("10.0.0.1"));
    assertThat(AddressPolicy.numericIpv4("example.com")).isEmpty();
    assertThat(AddressPolicy.numericIpv4("99999999999"))
        .get()
        .isEqualTo(InetAddress.getByName("0.0.0.0"));
  }

  private static SafeImageFetcher fetcher(boolean allowLoopback, long maxBytes) {
    return new SafeImageFetcher(
        new AddressPolicy(allowLoopback), resolver, maxBytes, Duration.ofSeconds(5), 3);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "http://public.test/a.png",
        "http://mixed.test/a.png",
        "http://2130706433/a.png",
        "http://0x7f.1/a.png",
        "http://[::1]/a.png",
        "http://[::ffff:127.0.0.1]/a.png",
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/a.png",
        "http://[fd00:ec2::254]/",
        "file:///etc/passwd",
        "ftp://example.com/a.png",
        "gopher://127.0.0.1:70/",
        "http://user:pass@example.com/a.png",
        "not a url",
        "http:///nohost"
      })
  void refusesBeforeConnecting(String url) {
    int before = server.requests.get();
    try (SafeImageFetcher f = fetcher(false, 1_000_000)) {
      assertThatThrownBy(() -> f.fetch(url)).isInstanceOf(ImageRejected.class);
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    assertThat(server.requests.get()).isEqualTo(before);
  }

  @Test
  void theLocalServerItselfIsRefusedWhenLoopbackIsNotAllowed() throws Exception {
    server.serve("/ok.png", Drawings.encode(Drawings.solid(Color.RED), "png"), "image/png");
    try (SafeImageFetcher f = fetcher(false, 1_000_000)) {
      assertThatThrownBy(() -> f.fetch(server.url("/ok.png")))
          .isInstanceOf(ImageRejected.class)
          .hasMessageContaining("not allowed");
    }
    try (SafeImageFetcher f = fetcher(true, 1_000_000)) {
      assertThat(f.fetch(server.url("/ok.png")).bytes()).isNotEmpty();
    }
  }

  @Test
  void checksEveryRedirectAndFollowsAtMostThree() throws Exception {
    byte[] png = Drawings.encode(Drawings.solid(Color.BLUE), "png");
    server
        .serve("/final.png", png, "image/png")
        .redirect("/r1", "/r2")
        .redirect("/r2", "/r3")
        .redirect("/r3", "/final.png")
        .redirect("/r0", "/r1")
        .redirect("/to-private", "http://10.0.0.7/secret.png")
        .redirect("/to-metadata", "http://169.254.169.254/latest/meta-data/")
        .redirect("/to-file", "file:///etc/passwd");
    try (SafeImageFetcher f = fetcher(true, 1_000_000)) {
      assertThat(f.fetch(server.url("/r1")).bytes()).isEqualTo(png); // three redirects: fine
      assertThatThrownBy(() -> f.fetch(server.url("/r0")))
          .hasMessageContaining("too many redirects");
      assertThatThrownBy(() -> f.fetch(server.url("/to-private")))
          .hasMessageContaining("not allowed");
      assertThatThrownBy(() -> f.fetch(server.url("/to-metadata")))
          .hasMessageContaining("not allowed");
      assertThatThrownBy(() -> f.fetch(server.url("/to-file")))
          .hasMessageContaining("http and https");
    }
  }

  @Test
  void limitsSizeAndChecksContentByDecoding() throws Exception {
    server.serve("/big.png", new byte[3_000_000], "image/png");
    server.serve("/html.png", "<html>not an image</html>".getBytes(), "image/png");
    server.serve("/bomb.png", Drawings.pngClaiming(100_000, 100_000), "image/png");
    server.serve("/real.bin", Drawings.encode(Drawings.scene(3), "jpg"), "text/plain");
    ImageDecoder decoder = new ImageDecoder(40_000_000);
    try (SafeImageFetcher f = fetcher(true, 1_000_000)) {
      assertThatThrownBy(() -> f.fetch(server.url("/big.png"))).hasMessageContaining("larger than");
      byte[] html = f.fetch(server.url("/html.png")).bytes();
      assertThatThrownBy(() -> decoder.decode(html)).hasMessageContaining("not an image");
      byte[] bomb = f.fetch(server.url("/bomb.png")).bytes();
      assertThat(bomb.length).isLessThan(2_000);
      assertThatThrownBy(() -> decoder.decode(bomb))
          .hasMessageContaining("more than 40000000 pixels");
      // the header said text/plain; the bytes are a JPEG: the content decides
      assertThat(decoder.decode(f.fetch(server.url("/real.bin")).bytes()).getWidth())
          .isEqualTo(480);
      assertThatThrownBy(() -> f.fetch(server.url("/missing.png")))
          .hasMessageContaining("HTTP 404");
    }
    assertThatThrownBy(() -> decoder.decode(Drawings.encode(Drawings.solid(Color.RED), "bmp")))
        .isInstanceOf(ImageRejected.class);
  }

  /**
   * One deadline covers the whole exchange: a server that accepts the connection and never answers,
   * or drips its headers, is cut at the deadline (the connect and read timeouts alone would wait on
   * forever for a server that keeps sending a byte now and then).
   */
  @ParameterizedTest
  @ValueSource(strings = {"SILENT", "DRIP_HEADERS"})
  void aServerThatNeverFinishesItsHeadersIsCutAtTheDeadline(String mode) throws Exception {
    try (StallingServer stalling = new StallingServer(StallingServer.Mode.valueOf(mode));
        SafeImageFetcher f =
            new SafeImageFetcher(
                new AddressPolicy(true), resolver, 1_000_000, Duration.ofSeconds(1), 3, 0, 4)) {
      ImageRejected rejected =
          assertTimeoutPreemptively(
              Duration.ofSeconds(30),
              () -> catchThrowableOfType(ImageRejected.class, () -> f.fetch(stalling.url("/a"))));
      assertThat(rejected).hasMessageContaining("took longer than 1.0 s");
      assertThat(rejected.isTransient()).isTrue();
    }
  }

  @Test
  void aBodySlowerThanTheMinimumRateIsCutBeforeTheDeadline() throws Exception {
    try (StallingServer stalling = new StallingServer(StallingServer.Mode.DRIP_BODY);
        SafeImageFetcher f =
            new SafeImageFetcher(
                new AddressPolicy(true), resolver, 2_000_000, Duration.ofMinutes(5), 3, 1000, 4)) {
      ImageRejected rejected =
          assertTimeoutPreemptively(
              Duration.ofSeconds(30),
              () -> catchThrowableOfType(ImageRejected.class, () -> f.fetch(stalling.url("/a"))));
      assertThat(rejected).hasMessageContaining("slower than 1000 bytes per second");
    }
  }
}
