package io.vidlens.dashboard;

/** The public paths of the dashboard. */
final class SignInPaths {

  static final String SIGN_IN = "/dashboard/sign-in";
  static final String SIGN_UP = "/dashboard/sign-up";

  /** Where a refused sign-in is forwarded to be answered 429 (never asked for by a browser). */
  static final String WAIT = "/dashboard/sign-in/wait";

  private SignInPaths() {}
}
