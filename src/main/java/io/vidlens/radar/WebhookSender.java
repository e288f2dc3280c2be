package io.vidlens.radar;

import io.vidlens.outbound.GuardedHttpClients;
import io.vidlens.thumbnails.api.PublicAddresses;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.UnknownHostException;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.io.entity.StringEntity;
import org.springframework.stereotype.Component;

/**
 * POSTs a signed alert to a webhook. The connection goes to exactly the addresses {@link
 * WebhookUrls#resolve} allowed ({@link GuardedHttpClients}: the client's DNS resolver is that
 * check, no second lookup can answer differently; no redirects followed, no retries of its own, no
 * cookies); the answer's body not read. One deadline ({@code vidlens.radar.alerts.timeout}) for
 * connecting and for each read.
 */
@Component
class WebhookSender implements AutoCloseable {

  /** What the receiver answered: its status, or why there was none. */
  record Sent(Integer status, String error) {
    boolean delivered() {
      return status != null && status >= 200 && status < 300;
    }
  }

  private final CloseableHttpClient http;

  WebhookSender(WebhookUrls urls, AlertProperties properties) {
    this.http =
        GuardedHttpClients.client(
            GuardedHttpClients.connections(urls::resolve, properties.timeout()).build(),
            properties.timeout(),
            "Vidlens webhooks");
  }

  Sent post(String url, String secret, String deliveryId, long timestamp, String body) {
    HttpPost post = new HttpPost(url);
    post.setHeader("X-Vidlens-Signature", WebhookSignature.of(secret, timestamp, body));
    post.setHeader("X-Vidlens-Timestamp", Long.toString(timestamp));
    post.setHeader("X-Vidlens-Delivery", deliveryId);
    post.setEntity(new StringEntity(body, ContentType.APPLICATION_JSON));
    try (ClassicHttpResponse response = http.executeOpen(null, post, null)) {
      int status = response.getCode();
      return new Sent(
          status, status >= 200 && status < 300 ? null : "the receiver answered " + status);
    } catch (PublicAddresses.AddressRefused e) {
      return new Sent(
          null, "the URL leads to an address that is not allowed (" + e.getMessage() + ")");
    } catch (UnknownHostException e) {
      return new Sent(null, "the host could not be resolved");
    } catch (ConnectException e) {
      return new Sent(null, "the connection was refused");
    } catch (InterruptedIOException e) {
      return new Sent(null, "no answer within the deadline");
    } catch (IOException e) {
      return new Sent(null, "the connection failed (" + e.getClass().getSimpleName() + ")");
    }
  }

  @Override
  public void close() throws IOException {
    http.close();
  }
}
