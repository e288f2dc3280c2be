package io.vidlens.access.internal;

import io.vidlens.access.Account;
import io.vidlens.access.AccountLogin;
import io.vidlens.access.AccountOverview;
import io.vidlens.access.AccountRole;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
public class AccountStore {

  private final JdbcClient jdbc;

  public AccountStore(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  public Optional<Account> findByName(String name) {
    return jdbc.sql("SELECT id, name, plan, created_at FROM accounts WHERE name = ?")
        .param(name)
        .query(AccountStore::map)
        .optional();
  }

  public Optional<Account> findById(String id) {
    return jdbc.sql("SELECT id, name, plan, created_at FROM accounts WHERE id = ?")
        .param(id)
        .query(AccountStore::map)
        .optional();
  }

  /** The account with this ID; an unknown ID is the caller's mistake. */
  public Account require(String id) {
    return findById(id).orElseThrow(() -> new IllegalArgumentException("No account " + id));
  }

  public List<Account> all() {
    return jdbc.sql("SELECT id, name, plan, created_at FROM accounts ORDER BY created_at")
        .query(AccountStore::map)
        .list();
  }

  public Account create(String name, String plan, Instant now) {
    Account account = new Account(UUID.randomUUID().toString(), name, plan, now);
    jdbc.sql("INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?)")
        .params(account.id(), name, plan, now.toEpochMilli())
        .update();
    return account;
  }

  public void changePlan(String accountId, String plan) {
    jdbc.sql("UPDATE accounts SET plan = ? WHERE id = ?").params(plan, accountId).update();
  }

  private static final String LOGIN_COLUMNS =
      "id, name, email, password_hash, password_changed_at, role, plan, created_at";

  public Optional<AccountLogin> findLoginByEmail(String normalizedEmail) {
    return jdbc.sql("SELECT " + LOGIN_COLUMNS + " FROM accounts WHERE email = ?")
        .param(normalizedEmail)
        .query(AccountStore::mapLogin)
        .optional();
  }

  public Optional<AccountLogin> findLoginById(String id) {
    return jdbc.sql("SELECT " + LOGIN_COLUMNS + " FROM accounts WHERE id = ? AND email IS NOT NULL")
        .param(id)
        .query(AccountStore::mapLogin)
        .optional();
  }

  public AccountLogin createWithLogin(
      String name, String email, String passwordHash, String plan, Instant now) {
    String id = UUID.randomUUID().toString();
    jdbc.sql(
            "INSERT INTO accounts (id, name, plan, created_at, email, password_hash,"
                + " password_changed_at, role) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        .params(
            id,
            name,
            plan,
            now.toEpochMilli(),
            email,
            passwordHash,
            now.toEpochMilli(),
            column(AccountRole.USER))
        .update();
    return new AccountLogin(id, name, email, passwordHash, now, AccountRole.USER, plan, now);
  }

  public void updatePasswordHash(String id, String passwordHash, Instant now) {
    jdbc.sql("UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?")
        .params(passwordHash, now.toEpochMilli(), id)
        .update();
  }

  /** The same password under a stronger hash: the password did not change, so no session ends. */
  public void replacePasswordHash(String id, String oldHash, String newHash) {
    jdbc.sql("UPDATE accounts SET password_hash = ? WHERE id = ? AND password_hash = ?")
        .params(newHash, id, oldHash)
        .update();
  }

  /** True for an account made by a dashboard sign-up whose email is not verified yet. */
  public boolean unverifiedSignUp(String id) {
    return jdbc.sql(
                "SELECT COUNT(*) FROM accounts WHERE id = ? AND email IS NOT NULL"
                    + " AND email_verified_at IS NULL")
            .param(id)
            .query(Integer.class)
            .single()
        > 0;
  }

  public boolean emailVerified(String id) {
    return jdbc.sql("SELECT COUNT(*) FROM accounts WHERE id = ? AND email_verified_at IS NOT NULL")
            .param(id)
            .query(Integer.class)
            .single()
        > 0;
  }

  public int setRole(String normalizedEmail, AccountRole role) {
    return jdbc.sql("UPDATE accounts SET role = ? WHERE email = ?")
        .params(column(role), normalizedEmail)
        .update();
  }

  public List<AccountOverview> overviews(String period) {
    return jdbc.sql(
            "SELECT a.id, a.name, a.email, a.role, a.plan, a.created_at,"
                + " (SELECT COUNT(*) FROM api_keys k WHERE k.account_id = a.id"
                + "   AND k.revoked_at IS NULL) AS active_keys,"
                + " COALESCE((SELECT q.units_used FROM quota_usage q WHERE q.account_id = a.id"
                + "   AND q.period = ?), 0) AS units_used"
                + " FROM accounts a ORDER BY a.created_at, a.id")
        .param(period)
        .query(
            (rs, row) ->
                new AccountOverview(
                    rs.getString("id"),
                    rs.getString("name"),
                    rs.getString("email"),
                    fromColumn(rs.getString("role")),
                    rs.getString("plan"),
                    Instant.ofEpochMilli(rs.getLong("created_at")),
                    rs.getInt("active_keys"),
                    rs.getLong("units_used")))
        .list();
  }

  private static AccountLogin mapLogin(java.sql.ResultSet rs, int row)
      throws java.sql.SQLException {
    long changed = rs.getLong("password_changed_at");
    Instant changedAt = rs.wasNull() ? null : Instant.ofEpochMilli(changed);
    return new AccountLogin(
        rs.getString("id"),
        rs.getString("name"),
        rs.getString("email"),
        rs.getString("password_hash"),
        changedAt,
        fromColumn(rs.getString("role")),
        rs.getString("plan"),
        Instant.ofEpochMilli(rs.getLong("created_at")));
  }

  private static Account map(java.sql.ResultSet rs, int row) throws java.sql.SQLException {
    return new Account(
        rs.getString("id"),
        rs.getString("name"),
        rs.getString("plan"),
        Instant.ofEpochMilli(rs.getLong("created_at")));
  }

  /** The role as the accounts table stores it: "user" or "operator". */
  private static String column(AccountRole role) {
    return role.name().toLowerCase(Locale.ROOT);
  }

  private static AccountRole fromColumn(String value) {
    return "operator".equals(value) ? AccountRole.OPERATOR : AccountRole.USER;
  }
}
