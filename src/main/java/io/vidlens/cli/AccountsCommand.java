package io.vidlens.cli;

import io.vidlens.access.AccountDirectory;
import io.vidlens.access.AccountOverview;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code accounts list} and {@code accounts make-operator EMAIL}: the first operator is made here,
 * by whoever runs the server; operators then manage plans in the dashboard.
 */
record AccountsCommand(CommandContext application, PrintStream out, PrintStream err) {

  int run(String[] args) {
    CommandArguments parsed = CommandArguments.afterSubcommand(args, Set.of(), err).orElse(null);
    if (parsed == null) {
      return 2;
    }
    List<String> positional = parsed.positional();
    if (!List.of("list", "make-operator").contains(args[0])) {
      err.println("Unknown accounts command: " + args[0]);
      err.println(CommandLine.usage());
      return 2;
    }
    if (args[0].equals("make-operator") && positional.size() != 1) {
      err.println("accounts make-operator needs the EMAIL of an account made in the dashboard");
      return 2;
    }
    try (ConfigurableApplicationContext context = application.start(parsed.springArgs())) {
      AccountDirectory accounts = context.getBean(AccountDirectory.class);
      if (args[0].equals("list")) {
        return list(accounts);
      }
      String email = positional.getFirst();
      boolean made;
      try {
        made = accounts.makeOperator(email);
      } catch (IllegalArgumentException e) {
        err.println(e.getMessage());
        return 1;
      }
      if (!made) {
        err.println(
            "No dashboard account has the email "
                + TerminalText.safe(email)
                + "; sign up at /dashboard/sign-up first.");
        return 1;
      }
      out.println(
          TerminalText.safe(AccountDirectory.normalizeEmail(email)) + " is now an operator.");
      return 0;
    }
  }

  private int list(AccountDirectory accounts) {
    out.printf(
        "%-36s  %-32s  %-14s  %-10s  %5s  %12s%n",
        "ID", "EMAIL OR NAME", "ROLE", "PLAN", "KEYS", "UNITS");
    for (AccountOverview a : accounts.overview()) {
      out.printf(
          "%-36s  %-32s  %-14s  %-10s  %5d  %12d%n",
          a.accountId(),
          TerminalText.safe(a.email() != null ? a.email() : a.name()),
          a.role().inWords(),
          TerminalText.safe(a.plan()),
          a.activeKeys(),
          a.unitsUsed());
    }
    return 0;
  }
}
