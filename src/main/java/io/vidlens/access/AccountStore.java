package io.vidlens.access;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

@Repository
class AccountStore {

  private final JdbcClient jdbc;

  AccountStore(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  Optional<Account> findByName(String name) {
    return jdbc.sql("SELECT id, name, plan, created_at FROM accounts WHERE name = ?")
        .param(name)
        .query(AccountStore::map)
        .optional();
  }

  Optional<Account> findById(String id) {
    return jdbc.sql("SELECT id, name, plan, created_at FROM accounts WHERE id = ?")
        .param(id)
        .query(AccountStore::map)
        .optional();
  }

  List<Account> all() {
    return jdbc.sql("SELECT id, name, plan, created_at FROM accounts ORDER BY created_at")
        .query(AccountStore::map)
        .list();
  }

  Account create(String name, String plan, Instant now) {
    Account account = new Account(UUID.randomUUID().toString(), name, plan, now);
    jdbc.sql("INSERT INTO accounts (id, name, plan, created_at) VALUES (?, ?, ?, ?)")
        .params(account.id(), name, plan, now.toEpochMilli())
        .update();
    return account;
  }

  void changePlan(String accountId, String plan) {
    jdbc.sql("UPDATE accounts SET plan = ? WHERE id = ?").params(plan, accountId).update();
  }

  private static Account map(java.sql.ResultSet rs, int row) throws java.sql.SQLException {
    return new Account(
        rs.getString("id"),
        rs.getString("name"),
        rs.getString("plan"),
        Instant.ofEpochMilli(rs.getLong("created_at")));
  }
}
