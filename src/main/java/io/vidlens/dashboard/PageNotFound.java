package io.vidlens.dashboard;

/** A dashboard page about something that does not exist, or is not the signed-in account's. */
class PageNotFound extends RuntimeException {

  PageNotFound(String what) {
    super(what, null, false, false);
  }
}
