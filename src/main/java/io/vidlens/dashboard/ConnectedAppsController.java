package io.vidlens.dashboard;

import io.vidlens.access.AccountLogin;
import io.vidlens.oauth.api.ConnectedApps;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The apps the account connected through OAuth (chat apps using the MCP tools): listed, and
 * disconnected at once on every node. Looked up within the signed-in account only, so another
 * account's app is "not found".
 */
@Controller
record ConnectedAppsController(ConnectedApps apps) {

  @GetMapping("/dashboard/apps")
  String list(AccountLogin me, Model model) {
    model.addAttribute("apps", apps.of(me.accountId()));
    return "dashboard/apps";
  }

  @PostMapping("/dashboard/apps/{appId}/revoke")
  String revoke(AccountLogin me, @PathVariable String appId, RedirectAttributes redirect) {
    if (!apps.revoke(me.accountId(), appId)) {
      throw new PageNotFound("No such connected app.");
    }
    redirect.addFlashAttribute("notice", "The app was disconnected: its next request is refused.");
    return "redirect:/dashboard/apps";
  }
}
