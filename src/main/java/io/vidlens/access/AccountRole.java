package io.vidlens.access;

import java.util.Locale;

/** What an account may do in the dashboard: its own keys and usage, or also every account's. */
public enum AccountRole {
  USER,
  OPERATOR;

  String column() {
    return name().toLowerCase(Locale.ROOT);
  }

  static AccountRole fromColumn(String value) {
    return "operator".equals(value) ? OPERATOR : USER;
  }
}
