package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.EmailTakenException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Clock;
import java.util.regex.Pattern;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.SecurityContextRepository;
import org.springframework.security.web.csrf.HttpSessionCsrfTokenRepository;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** Sign-up and the sign-in page (Spring Security checks the sign-in form itself). */
@Controller
class SignInController {

  private static final Pattern EMAIL = Pattern.compile("[^@\\s]{1,64}@[^@\\s]+\\.[^@\\s]+");

  private final AccountDirectory accounts;
  private final PasswordEncoder passwords;
  private final PasswordPolicy policy;
  private final SignInThrottle throttle;
  private final DashboardProperties properties;
  private final Clock clock;
  private final SecurityContextRepository contexts = new HttpSessionSecurityContextRepository();

  SignInController(
      AccountDirectory accounts,
      PasswordEncoder passwords,
      PasswordPolicy policy,
      SignInThrottle throttle,
      DashboardProperties properties,
      Clock clock) {
    this.accounts = accounts;
    this.passwords = passwords;
    this.policy = policy;
    this.throttle = throttle;
    this.properties = properties;
    this.clock = clock;
  }

  @GetMapping(SignInPaths.SIGN_IN)
  String signIn(Model model) {
    if (signedIn()) {
      return "redirect:/dashboard";
    }
    model.addAttribute("signUpEnabled", properties.signUpEnabled());
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
    var weak = policy.problem(normalized, password);
    if (weak.isPresent()) {
      return signUpProblem(model, response, weak.get());
    }
    if (!password.equals(confirm)) {
      return signUpProblem(model, response, "The two passwords are not the same.");
    }
    if (accounts.findByEmail(normalized).isPresent()) {
      return signUpProblem(
          model, response, "An account with this email already exists. Sign in instead.");
    }
    if (!throttle.trySignUp(request.getRemoteAddr())) {
      response.setStatus(429);
      return signUpProblem(
          model,
          response,
          "Too many accounts were created from your address. Try again in an hour.");
    }
    AccountLogin account;
    try {
      account = accounts.register(normalized, passwords.encode(password));
    } catch (EmailTakenException e) {
      return signUpProblem(
          model, response, "An account with this email already exists. Sign in instead.");
    }
    signInAs(account, request, response);
    return "redirect:/dashboard/keys?welcome";
  }

  /** Signs the new account in: a new session ID, a new CSRF token, the context saved. */
  private void signInAs(
      AccountLogin account, HttpServletRequest request, HttpServletResponse response) {
    request.getSession(true);
    request.changeSessionId();
    new HttpSessionCsrfTokenRepository().saveToken(null, request, response);
    DashboardUser user = DashboardUser.of(account);
    user.eraseCredentials();
    SecurityContext context = SecurityContextHolder.createEmptyContext();
    context.setAuthentication(
        UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities()));
    SecurityContextHolder.setContext(context);
    contexts.saveContext(context, request, response);
    request.getSession().setAttribute(CurrentAccountFilter.SIGNED_IN_AT, clock.millis());
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
