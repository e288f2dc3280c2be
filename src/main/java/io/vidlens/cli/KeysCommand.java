package io.vidlens.cli;

import io.vidlens.access.Account;
import io.vidlens.access.ApiKey;
import io.vidlens.access.ApiKeyService;
import io.vidlens.access.IssuedKey;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.context.ConfigurableApplicationContext;

/** {@code keys create|list|revoke}: key administration against the configured database. */
record KeysCommand(CommandContext application, PrintStream out, PrintStream err) {

  int run(String[] args) {
    CommandArguments parsed =
        CommandArguments.afterSubcommand(args, Set.of("name", "plan", "account"), err).orElse(null);
    if (parsed == null) {
      return 2;
    }
    Map<String, String> options = parsed.options();
    List<String> positional = parsed.positional();
    try (ConfigurableApplicationContext context = application.start(parsed.springArgs())) {
      ApiKeyService keys = context.getBean(ApiKeyService.class);
      return switch (args[0]) {
        case "create" -> create(keys, options);
        case "list" -> list(keys);
        case "revoke" -> revoke(keys, positional);
        default -> {
          err.println("Unknown keys command: " + args[0]);
          err.println(CommandLine.usage());
          yield 2;
        }
      };
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      return 1;
    }
  }

  private int create(ApiKeyService keys, Map<String, String> options) {
    String name = options.get("name");
    if (name == null || name.isBlank()) {
      err.println("keys create needs --name NAME");
      return 2;
    }
    String account = options.getOrDefault("account", name);
    IssuedKey issued = keys.create(account, name, options.get("plan"));
    out.println(issued.secret());
    err.printf(
        "Created key %s (%s) for account %s on plan %s. It is shown only now: store it.%n",
        issued.key().id(),
        issued.key().prefix(),
        TerminalText.safe(issued.account().name()),
        TerminalText.safe(issued.account().plan()));
    return 0;
  }

  private int list(ApiKeyService keys) {
    Map<String, Account> accounts =
        keys.accounts().stream().collect(Collectors.toMap(Account::id, Function.identity()));
    out.printf(
        "%-36s  %-13s  %-20s  %-20s  %-10s  %-20s  %-20s  %s%n",
        "ID", "PREFIX", "NAME", "ACCOUNT", "PLAN", "CREATED", "LAST USED", "STATE");
    for (ApiKey key : keys.list()) {
      Account account = accounts.get(key.accountId());
      out.printf(
          "%-36s  %-13s  %-20s  %-20s  %-10s  %-20s  %-20s  %s%n",
          key.id(),
          key.prefix(),
          TerminalText.safe(key.name()),
          account == null ? "?" : TerminalText.safe(account.name()),
          account == null ? "?" : TerminalText.safe(account.plan()),
          key.createdAt().toString().substring(0, 19),
          key.lastUsedAt() == null ? "never" : key.lastUsedAt().toString().substring(0, 19),
          key.active() ? "active" : "revoked");
    }
    return 0;
  }

  private int revoke(ApiKeyService keys, List<String> positional) {
    if (positional.size() != 1) {
      err.println("keys revoke needs one key ID or prefix");
      return 2;
    }
    ApiKey revoked = keys.revoke(positional.getFirst());
    out.println("Revoked key " + revoked.id() + " (" + revoked.prefix() + ")");
    return 0;
  }
}
