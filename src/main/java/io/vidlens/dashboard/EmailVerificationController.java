package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.EmailVerifications;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Email verification: the link sent at sign-up (or again from the account page) opens {@code
 * /dashboard/verify-email?token=...}, signed in or not, and verifies the account's email once.
 */
@Controller
record EmailVerificationController(
    EmailVerifications verifications, VerificationMail mail, AccountDirectory accounts) {

  static final String PATH = "/dashboard/verify-email";

  @GetMapping(PATH)
  String verify(@RequestParam(defaultValue = "") String token) {
    if (verifications.verify(token).isEmpty()) {
      throw new PageNotFound(
          "This verification link is unknown, used or expired. Sign in and send a new one from"
              + " your account page.");
    }
    return "redirect:" + SignInPaths.SIGN_IN + "?verified";
  }

  @PostMapping("/dashboard/account/verification")
  String sendAgain(AccountLogin me, RedirectAttributes redirect) {
    if (!accounts.emailVerified(me.accountId())) {
      mail.sendNewLink(me.accountId(), me.email());
    }
    redirect.addFlashAttribute("notice", "A new verification link was sent to " + me.email() + ".");
    return "redirect:/dashboard/account";
  }
}
