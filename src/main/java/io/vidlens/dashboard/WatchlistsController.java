package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.api.ApiException;
import io.vidlens.radar.api.AlertChange;
import io.vidlens.radar.api.AlertSettings;
import io.vidlens.radar.api.DeliveryAttempt;
import io.vidlens.radar.api.Watchlist;
import io.vidlens.radar.api.WatchlistAlerts;
import io.vidlens.radar.api.Watchlists;
import jakarta.servlet.http.HttpServletResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The account's watchlists (radar's {@link Watchlists}): made, renamed, given a threshold, filled
 * with channels (ID, @handle or link) and emptied, deleted after a confirmation page; their alert
 * settings and delivery log (radar's {@link WatchlistAlerts}). A change the radar refuses is shown
 * on the page beside the form it came from, with what was typed; another account's watchlist is
 * "not found". The radar's rules are the API's, so the page and the operations refuse the same
 * things with the same words.
 */
@Controller
record WatchlistsController(Watchlists watchlists, WatchlistAlerts alerts) {

  /** The delivery attempts shown per watchlist. */
  static final int LOG_SIZE = 50;

  static final String PAGE = "/dashboard/watchlists";

  /** A refused change: what the radar said, and which form (a watchlist's ID, or "new") sent it. */
  record Problem(String form, String message, String details) {}

  @GetMapping(PAGE)
  String list(AccountLogin me, Model model) {
    List<Watchlist> lists = watchlists.list(me.accountId());
    Map<String, AlertSettings> settings = new HashMap<>();
    Map<String, List<DeliveryAttempt>> deliveries = new HashMap<>();
    for (Watchlist list : lists) {
      alerts.settings(me.accountId(), list.id()).ifPresent(s -> settings.put(list.id(), s));
      deliveries.put(list.id(), alerts.attempts(me.accountId(), list.id(), LOG_SIZE));
    }
    model.addAttribute("watchlists", lists);
    model.addAttribute("limits", watchlists.limits(me.accountId()));
    model.addAttribute("alerts", settings);
    model.addAttribute("deliveries", deliveries);
    return "dashboard/watchlists";
  }

  @PostMapping(PAGE)
  String create(
      AccountLogin me,
      @RequestParam(defaultValue = "") String name,
      @RequestParam(defaultValue = "") String threshold,
      RedirectAttributes redirect) {
    Watchlist list =
        change("new", () -> watchlists.create(me.accountId(), name, number(threshold)));
    return back(redirect, list, "Watchlist “" + list.name() + "” was created.");
  }

  @PostMapping(PAGE + "/{id}")
  String update(
      AccountLogin me,
      @PathVariable String id,
      @RequestParam(defaultValue = "") String name,
      @RequestParam(defaultValue = "") String threshold,
      RedirectAttributes redirect) {
    Watchlist list =
        change(
            id, () -> watchlists.update(me.accountId(), id, blankAsNull(name), number(threshold)));
    return back(redirect, list, "Watchlist “" + list.name() + "” was saved.");
  }

  /**
   * The list's alert settings; a new or rotated secret is shown on the next page only (a flash
   * attribute), never again.
   */
  @PostMapping(PAGE + "/{id}/alerts")
  String alerts(
      AccountLogin me,
      @PathVariable String id,
      @RequestParam(defaultValue = "") String webhookUrl,
      @RequestParam(defaultValue = "") String email,
      @RequestParam(defaultValue = "false") boolean enabled,
      @RequestParam(defaultValue = "false") boolean rotateSecret,
      RedirectAttributes redirect) {
    Watchlist list =
        change(
            id,
            () -> {
              AlertSettings saved =
                  alerts.configure(
                      me.accountId(),
                      id,
                      new AlertChange(webhookUrl, email, enabled, rotateSecret));
              if (saved.secret() != null) {
                redirect.addFlashAttribute("secret", saved.secret());
                redirect.addFlashAttribute("secretFor", id);
              }
              return yours(me, id);
            });
    return back(redirect, list, "The alerts of “" + list.name() + "” were saved.");
  }

  @PostMapping(PAGE + "/{id}/channels")
  String addChannel(
      AccountLogin me,
      @PathVariable String id,
      @RequestParam(defaultValue = "") String channel,
      RedirectAttributes redirect) {
    Watchlist list = change(id, () -> watchlists.addChannel(me.accountId(), id, channel));
    int size = list.channels().size();
    return back(
        redirect,
        list,
        "“" + list.name() + "” now watches " + size + (size == 1 ? " channel." : " channels."));
  }

  @PostMapping(PAGE + "/{id}/channels/{channelId}/remove")
  String removeChannel(
      AccountLogin me,
      @PathVariable String id,
      @PathVariable String channelId,
      RedirectAttributes redirect) {
    Watchlist list = change(id, () -> watchlists.removeChannel(me.accountId(), id, channelId));
    return back(redirect, list, channelId + " was taken off “" + list.name() + "”.");
  }

  @GetMapping(PAGE + "/{id}/delete")
  String confirmDelete(AccountLogin me, @PathVariable String id, Model model) {
    model.addAttribute("watchlist", yours(me, id));
    return "dashboard/watchlist-delete";
  }

  @PostMapping(PAGE + "/{id}/delete")
  String delete(AccountLogin me, @PathVariable String id, RedirectAttributes redirect) {
    Watchlist list = yours(me, id);
    watchlists.delete(me.accountId(), list.id());
    redirect.addFlashAttribute("notice", "Watchlist “" + list.name() + "” was deleted.");
    return "redirect:" + PAGE;
  }

  /** A change the radar refused, from the form that asked for it (see {@link #refused}). */
  private static final class Refused extends RuntimeException {
    private final String form;

    Refused(String form, ApiException cause) {
      super(cause.getMessage(), cause, false, false);
      this.form = form;
    }
  }

  /**
   * Makes the change, or throws {@link Refused}; a watchlist that is not the account's is a 404
   * page, as in the API.
   */
  private static Watchlist change(String form, Supplier<Watchlist> change) {
    try {
      return change.get();
    } catch (ApiException refused) {
      if ("Watchlist not found".equals(refused.getMessage())) {
        throw new PageNotFound("There is no such watchlist in your account.");
      }
      throw new Refused(form, refused);
    }
  }

  /** Back to the list, at the changed watchlist, with a notice. */
  private static String back(RedirectAttributes redirect, Watchlist changed, String notice) {
    redirect.addFlashAttribute("notice", notice);
    return "redirect:" + PAGE + "#watchlist-" + changed.id();
  }

  /**
   * A refusal shows the list again with the problem by its form: 422, or 503 for the radar's 503.
   */
  @ExceptionHandler
  String refused(Refused e, AccountLogin me, Model model, HttpServletResponse response) {
    ApiException refused = (ApiException) e.getCause();
    response.setStatus(
        refused.status() == HttpStatus.SERVICE_UNAVAILABLE
            ? HttpStatus.SERVICE_UNAVAILABLE.value()
            : HttpStatus.UNPROCESSABLE_CONTENT.value());
    model.addAttribute("problem", new Problem(e.form, refused.getMessage(), refused.details()));
    return list(me, model);
  }

  private Watchlist yours(AccountLogin me, String id) {
    return watchlists
        .find(me.accountId(), id)
        .orElseThrow(() -> new PageNotFound("There is no such watchlist in your account."));
  }

  /**
   * The threshold as typed: empty is "not given"; anything else the radar checks, text that is no
   * number as a number it refuses (NaN), so the page says what the API says.
   */
  private static Double number(String text) {
    if (text.isBlank()) {
      return null;
    }
    try {
      return Double.valueOf(text.strip());
    } catch (NumberFormatException e) {
      return Double.NaN;
    }
  }

  private static String blankAsNull(String text) {
    return text.isBlank() ? null : text;
  }
}
