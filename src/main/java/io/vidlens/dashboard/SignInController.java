package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.EmailAddresses;
import io.vidlens.access.EmailTakenException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.regex.Pattern;
import org.springframework.http.HttpHeaders;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * Sign-up and the sign-in page (Spring Security checks the sign-in form itself).
 *
 * <p>Sign-up answers alike whether the email has an account or not (the same redirect to the
 * sign-in page, which says to check the account's email or sign in), and does the same slow work
 * either way (a password hash), so it tells nobody which emails have accounts; an existing account
 * is never changed by it. A new account is sent a verification link ({@link VerificationMail}): it
 * signs in at once, but operators' actions wait for the verified email.
 */
@Controller
class SignInController {

  private static final Pattern EMAIL = Pattern.compile("[^@\\s]{1,64}@[^@\\s]+\\.[^@\\s]+");

  private final AccountDirectory accounts;
  private final PasswordEncoder passwords;
  private final PasswordPolicy policy;
  private final SignInThrottle throttle;
  private final DashboardProperties properties;
  private final VerificationMail verification;

  SignInController(
      AccountDirectory accounts,
      PasswordEncoder passwords,
      PasswordPolicy policy,
      SignInThrottle throttle,
      DashboardProperties properties,
      VerificationMail verification) {
    this.accounts = accounts;
    this.passwords = passwords;
    this.policy = policy;
    this.throttle = throttle;
    this.properties = properties;
    this.verification = verification;
  }

  @GetMapping(SignInPaths.SIGN_IN)
  String signIn(Model model, HttpServletRequest request) {
    if (signedIn()) {
      return "redirect:/dashboard";
    }
    model.addAttribute("signUpEnabled", properties.signUpEnabled());
    // After a wrong password the email stays in its field (the failure remembered it).
    model.addAttribute(
        "email", request.getParameter("error") == null ? "" : SignInEmails.recall(request));
    return "dashboard/sign-in";
  }

  @GetMapping(SignInPaths.SIGN_UP)
  String signUpForm(Model model) {
    if (signedIn()) {
      return "redirect:/dashboard";
    }
    model.addAttribute("email", "");
    return signUpPage(model);
  }

  @PostMapping(SignInPaths.SIGN_UP)
  String signUp(
      @RequestParam(defaultValue = "") String email,
      @RequestParam(defaultValue = "") String password,
      @RequestParam(defaultValue = "") String confirm,
      Model model,
      HttpServletRequest request,
      HttpServletResponse response) {
    model.addAttribute("email", email.trim());
    if (!properties.signUpEnabled()) {
      return signUpPage(model);
    }
    String normalized = AccountDirectory.normalizeEmail(email);
    if (normalized.length() > 320 || !EMAIL.matcher(normalized).matches()) {
      return signUpProblem(model, response, "Enter a valid email address, like name@example.com.");
    }
    var lookAlike = EmailAddresses.lookAlikeProblem(normalized);
    if (lookAlike.isPresent()) {
      return signUpProblem(model, response, lookAlike.get());
    }
    var weak = policy.problem(normalized, password);
    if (weak.isPresent()) {
      return signUpProblem(model, response, weak.get());
    }
    if (!password.equals(confirm)) {
      return signUpProblem(model, response, "The two passwords are not the same.");
    }
    long wait = throttle.secondsUntilSignUpAllowed(normalized, request.getRemoteAddr());
    if (wait > 0) {
      response.setStatus(429);
      response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(wait));
      return signUpProblem(
          model,
          response,
          "Too many sign-ups from your network or for this email. Try again in "
              + DashboardFormat.waitInWords(wait)
              + ".");
    }
    // The slow hash either way, so that the answer's timing does not tell a known email apart.
    String hash = passwords.encode(password);
    if (accounts.findByEmail(normalized).isEmpty()) {
      try {
        AccountLogin account = accounts.register(normalized, hash);
        verification.sendNewLink(account.accountId(), account.email());
      } catch (EmailTakenException e) {
        // Taken meanwhile: the same answer as for any known email.
      }
    }
    return "redirect:" + SignInPaths.SIGN_IN + "?signed-up";
  }

  private String signUpProblem(Model model, HttpServletResponse response, String problem) {
    if (response.getStatus() == 200) {
      response.setStatus(422);
    }
    model.addAttribute("problem", problem);
    return signUpPage(model);
  }

  private String signUpPage(Model model) {
    model.addAttribute("signUpEnabled", properties.signUpEnabled());
    model.addAttribute("minPasswordLength", policy.minLength());
    return "dashboard/sign-up";
  }

  private static boolean signedIn() {
    Authentication auth = SecurityContextHolder.getContext().getAuthentication();
    return auth != null
        && auth.isAuthenticated()
        && !(auth instanceof AnonymousAuthenticationToken);
  }
}
