package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.access.ApiKey;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import io.vidlens.access.Operation;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The account's API keys: list, create (the secret is shown on the next page view only) and revoke
 * after a confirmation page. Keys are looked up within the signed-in account only, so another
 * account's key ID is "not found".
 */
@Controller
record KeysController(ApiKeyService keys, DashboardProperties properties, NewKeyReveal reveal) {

  /**
   * The one-time view of a key just made, on the next GET after the create form; it travels there
   * as a flash attribute with its secret sealed (see {@link NewKeyReveal}).
   */
  record CreatedKey(String id, String name, String secret) {}

  private static final String SEALED = "sealedKey";

  static final int MAX_NAME_LENGTH = 100;

  @GetMapping("/dashboard/keys")
  String list(
      AccountLogin me, Model model, HttpServletRequest request, HttpServletResponse response) {
    if (model.getAttribute(SEALED) instanceof NewKeyReveal.Sealed sealed) {
      reveal
          .open(sealed, request, response)
          .ifPresentOrElse(
              created -> model.addAttribute("created", created),
              () ->
                  model.addAttribute(
                      "notice",
                      "Key “"
                          + sealed.name()
                          + "” was created, but its secret can be shown only"
                          + " once, in the browser that created it. Revoke it and create another."));
    }
    return list(me, model);
  }

  private String list(AccountLogin me, Model model) {
    List<ApiKey> all =
        keys.listFor(me.accountId()).stream()
            .sorted(
                Comparator.comparing(ApiKey::active)
                    .reversed()
                    .thenComparing(ApiKey::createdAt, Comparator.reverseOrder()))
            .toList();
    model.addAttribute("keys", all);
    model.addAttribute("activeCount", all.stream().filter(ApiKey::active).count());
    model.addAttribute("maxActiveKeys", properties.maxActiveKeys());
    model.addAttribute("maxNameLength", MAX_NAME_LENGTH);
    model.addAttribute("examplePath", Operation.GET_VIDEO_DETAILS.pathTemplate());
    return "dashboard/keys";
  }

  @PostMapping("/dashboard/keys")
  String create(
      AccountLogin me,
      @RequestParam(defaultValue = "") String name,
      Model model,
      HttpServletRequest request,
      HttpServletResponse response,
      RedirectAttributes redirect) {
    String trimmed = name.strip();
    String problem = null;
    if (trimmed.isEmpty()) {
      problem = "Give the key a name, such as the tool that will use it.";
    } else if (trimmed.length() > MAX_NAME_LENGTH) {
      problem = "A key name has at most " + MAX_NAME_LENGTH + " characters.";
    } else if (keys.listFor(me.accountId()).stream().filter(ApiKey::active).count()
        >= properties.maxActiveKeys()) {
      problem =
          "An account can have "
              + properties.maxActiveKeys()
              + " active keys at most. Revoke one you no longer use first.";
    }
    if (problem != null) {
      response.setStatus(422);
      model.addAttribute("problem", problem);
      model.addAttribute("name", trimmed);
      return list(me, model);
    }
    IssuedKey issued = keys.createFor(me.accountId(), trimmed);
    redirect.addFlashAttribute(
        SEALED,
        reveal.seal(
            new CreatedKey(issued.key().id(), issued.key().name(), issued.secret()),
            request,
            response));
    return "redirect:/dashboard/keys";
  }

  @GetMapping("/dashboard/keys/{id}/revoke")
  String confirmRevoke(AccountLogin me, @PathVariable String id, Model model) {
    model.addAttribute("key", yours(keys.findFor(me.accountId(), id)));
    return "dashboard/key-revoke";
  }

  @PostMapping("/dashboard/keys/{id}/revoke")
  String revoke(AccountLogin me, @PathVariable String id, RedirectAttributes redirect) {
    ApiKey key = yours(keys.revokeFor(me.accountId(), id));
    redirect.addFlashAttribute(
        "notice",
        "Key “"
            + key.name()
            + "” ("
            + key.prefix()
            + ") is revoked: the API refuses it from now on.");
    return "redirect:/dashboard/keys";
  }

  /** The key asked for when it is one of the signed-in account's, else the page is not found. */
  private static ApiKey yours(Optional<ApiKey> key) {
    return key.orElseThrow(() -> new PageNotFound("There is no such key in your account."));
  }
}
