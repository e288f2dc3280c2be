package io.vidlens.dashboard;

/** The public paths of the dashboard. */
final class SignInPaths {

  static final String SIGN_IN = "/dashboard/sign-in";
  static final String SIGN_UP = "/dashboard/sign-up";

  private SignInPaths() {}
}
