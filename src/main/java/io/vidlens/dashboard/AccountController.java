package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.SignInSessions;
import io.vidlens.access.UsageHistory;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpHeaders;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** The account page: email, plan, and changing the password. */
@Controller
class AccountController {

  private final AccountDirectory accounts;
  private final PasswordEncoder passwords;
  private final PasswordPolicy policy;
  private final UsageHistory usage;
  private final SignInThrottle throttle;

  AccountController(
      AccountDirectory accounts,
      PasswordEncoder passwords,
      PasswordPolicy policy,
      UsageHistory usage,
      SignInThrottle throttle) {
    this.accounts = accounts;
    this.passwords = passwords;
    this.policy = policy;
    this.usage = usage;
    this.throttle = throttle;
  }

  @GetMapping("/dashboard/account")
  String account(AccountLogin me, Model model) {
    model.addAttribute("plan", usage.plan(me.plan()));
    model.addAttribute("minPasswordLength", policy.minLength());
    model.addAttribute("emailVerified", accounts.emailVerified(me.accountId()));
    return "dashboard/account";
  }

  @PostMapping("/dashboard/account/password")
  String changePassword(
      AccountLogin me,
      @RequestParam(defaultValue = "") String current,
      @RequestParam(defaultValue = "") String password,
      @RequestParam(defaultValue = "") String confirm,
      Model model,
      HttpServletRequest request,
      HttpServletResponse response,
      RedirectAttributes redirect) {
    String problem = null;
    // The current-password check is a sign-in in disguise (and a slow hash): throttled alike.
    long wait = throttle.secondsUntilPasswordCheckAllowed(me.accountId(), request.getRemoteAddr());
    if (wait > 0) {
      response.setStatus(429);
      response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(wait));
      model.addAttribute(
          "problem",
          "Too many password checks. Try again in " + DashboardFormat.waitInWords(wait) + ".");
      return account(me, model);
    }
    if (!passwords.matches(current, me.passwordHash())) {
      problem = "Your current password is not right.";
    } else if (policy.problem(me.email(), password).isPresent()) {
      problem = policy.problem(me.email(), password).get();
    } else if (!password.equals(confirm)) {
      problem = "The two new passwords are not the same.";
    } else if (password.equals(current)) {
      problem = "Choose a new password that differs from the current one.";
    }
    if (problem != null) {
      response.setStatus(422);
      model.addAttribute("problem", problem);
      return account(me, model);
    }
    accounts.changePasswordHash(me.accountId(), passwords.encode(password));
    // This session goes on under a new ID; every other session of the account has ended.
    request.changeSessionId();
    SignInSessions.stamp(
        request.getSession(), accounts.findById(me.accountId()).orElseThrow().passwordChangedAt());
    redirect.addFlashAttribute(
        "notice", "Your password was changed. Other sessions were signed out.");
    return "redirect:/dashboard/account";
  }
}
