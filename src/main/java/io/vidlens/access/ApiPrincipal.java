package io.vidlens.access;

/** Who is calling: the key, its account and the account's plan. */
public record ApiPrincipal(String keyId, String keyPrefix, String accountId, Plan plan) {

  public static final String REQUEST_ATTRIBUTE = ApiPrincipal.class.getName();
}
