package io.vidlens.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A command's words after its name, split one way for every command: {@code --name value} and
 * {@code --name=value} are one of the command's own options when it takes {@code name}; any other
 * {@code --name=value} is a Spring property; anything else is positional.
 */
record CommandArguments(
    List<String> positional, Map<String, String> options, List<String> springArgs) {

  /** Thrown for an option the command does not take, or one without its value. */
  static final class Invalid extends Exception {
    Invalid(String message) {
      super(message);
    }
  }

  static CommandArguments parse(List<String> words, Set<String> optionNames) throws Invalid {
    List<String> positional = new ArrayList<>();
    Map<String, String> options = new HashMap<>();
    List<String> springArgs = new ArrayList<>();
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i);
      if (!word.startsWith("--")) {
        positional.add(word);
      } else if (word.contains("=")) {
        String name = word.substring(2, word.indexOf('='));
        if (optionNames.contains(name)) {
          options.put(name, word.substring(word.indexOf('=') + 1));
        } else {
          springArgs.add(word);
        }
      } else if (!optionNames.contains(word.substring(2))) {
        throw new Invalid(
            "Unknown option " + word + " (Spring properties are written --name=value)");
      } else if (i + 1 >= words.size()) {
        throw new Invalid("Option " + word + " needs a value");
      } else {
        options.put(word.substring(2), words.get(++i));
      }
    }
    return new CommandArguments(
        List.copyOf(positional), Map.copyOf(options), List.copyOf(springArgs));
  }

  /**
   * The arguments after a subcommand ({@code args[0]}), or empty after telling {@code err} why
   * there are none to run: no subcommand (the usage), or words that do not parse.
   */
  static Optional<CommandArguments> afterSubcommand(
      String[] args, Set<String> optionNames, PrintStream err) {
    if (args.length == 0) {
      err.println(CommandLine.usage());
      return Optional.empty();
    }
    try {
      return Optional.of(parse(List.of(args).subList(1, args.length), optionNames));
    } catch (Invalid e) {
      err.println(e.getMessage());
      return Optional.empty();
    }
  }
}
