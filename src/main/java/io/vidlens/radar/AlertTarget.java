package io.vidlens.radar;

/** Where an alert goes: the names used in the task instances, the tables and the log. */
final class AlertTarget {

  static final String WEBHOOK = "webhook";
  static final String EMAIL = "email";

  private AlertTarget() {}
}
