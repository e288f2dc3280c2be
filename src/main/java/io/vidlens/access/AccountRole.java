package io.vidlens.access;

import java.util.Locale;

/** What an account may do in the dashboard: its own keys and usage, or also every account's. */
public enum AccountRole {
  USER,
  OPERATOR;

  /**
   * The one wording of the role on every page and in every command: "operator" or "account holder".
   */
  public String inWords() {
    return this == OPERATOR ? "operator" : "account holder";
  }

  String column() {
    return name().toLowerCase(Locale.ROOT);
  }

  static AccountRole fromColumn(String value) {
    return "operator".equals(value) ? OPERATOR : USER;
  }
}
