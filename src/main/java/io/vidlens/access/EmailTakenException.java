package io.vidlens.access;

/** A sign-up with an email another account already has. */
public class EmailTakenException extends RuntimeException {

  public EmailTakenException(String email) {
    super("An account with email " + email + " already exists", null, false, false);
  }
}
