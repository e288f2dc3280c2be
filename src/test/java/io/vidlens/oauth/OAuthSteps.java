package io.vidlens.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The person's side of connecting an app: following the redirects and consenting. */
final class OAuthSteps {

  static final String PASSWORD = "correct horse battery staple";

  /** The app's own loopback listener (RFC 8252): the browser is sent there, the test reads it. */
  static final String REDIRECT = "http://127.0.0.1:1/callback";

  private static final Pattern HIDDEN =
      Pattern.compile("name=\"(client_id|state)\" value=\"([^\"]*)\"");

  private final String base;

  OAuthSteps(String base) {
    this.base = base;
  }

  /** Follows redirects within this server; stops at a page, a sign-in or an address elsewhere. */
  Browser.Page follow(Browser browser, Browser.Page page) {
    for (int i = 0; i < 10 && page.status() == 302; i++) {
      String location = page.location();
      String absolute = location.startsWith("/") ? base + location : location;
      if (!absolute.startsWith(base) || absolute.contains("/dashboard/sign-in")) {
        return page;
      }
      page = browser.get(absolute);
    }
    return page;
  }

  /** Consents on the page; the answer sends the browser back to the app. */
  static Browser.Page consent(Browser person, Browser.Page consent) {
    Map<String, String> form = new LinkedHashMap<>();
    Matcher hidden = HIDDEN.matcher(consent.body());
    while (hidden.find()) {
      form.put(hidden.group(1), hidden.group(2).replace("&amp;", "&"));
    }
    form.put("scope", "mcp");
    return person.submit(consent, "/dashboard/oauth/authorize", form);
  }

  /** A signed-in person connects {@code app}: the code it gets back. */
  String code(ChatAppClient app, Browser person) {
    String state = UUID.randomUUID().toString();
    Browser.Page consent = follow(person, person.get(app.authorizationUrl(REDIRECT, state)));
    assertThat(consent.status()).as(consent.body()).isEqualTo(200);
    Browser.Page back = consent(person, consent);
    assertThat(back.location()).startsWith(REDIRECT);
    assertThat(ChatAppClient.parameter(back.location(), "state")).isEqualTo(state);
    return ChatAppClient.parameter(back.location(), "code");
  }

  static String newEmail(String who) {
    return who + "-" + UUID.randomUUID().toString().substring(0, 8) + "@example.com";
  }
}
