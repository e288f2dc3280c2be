package io.vidlens.access;

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
}
