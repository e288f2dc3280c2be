package io.vidlens.dashboard;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.PlanCatalog;
import java.util.Comparator;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/** Operators only: every account, its use this period, and changing its plan. */
@Controller
record OperatorController(AccountDirectory accounts, PlanCatalog plans) {

  @GetMapping("/dashboard/admin/accounts")
  String accounts(AccountLogin me, Model model) {
    requireOperator(me);
    model.addAttribute("accounts", accounts.overview());
    model.addAttribute(
        "plans",
        plans.all().values().stream().sorted(Comparator.comparing(p -> p.name())).toList());
    return "dashboard/admin-accounts";
  }

  @PostMapping("/dashboard/admin/accounts/{id}/plan")
  String changePlan(
      AccountLogin me,
      @PathVariable String id,
      @RequestParam String plan,
      RedirectAttributes redirect) {
    requireOperator(me);
    if (plans.find(plan).isEmpty()) {
      throw new PageNotFound("There is no plan " + plan + ".");
    }
    if (accounts.overview().stream().noneMatch(a -> a.accountId().equals(id))) {
      throw new PageNotFound("There is no such account.");
    }
    try {
      accounts.changePlan(id, plan);
    } catch (IllegalArgumentException e) {
      redirect.addFlashAttribute("notice", e.getMessage() + " The plan was not changed.");
      return "redirect:/dashboard/admin/accounts";
    }
    redirect.addFlashAttribute("notice", "Plan changed to " + plan + ".");
    return "redirect:/dashboard/admin/accounts";
  }

  private static void requireOperator(AccountLogin me) {
    if (!me.operator()) {
      throw new PageForbidden();
    }
  }
}
