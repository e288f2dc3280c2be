package io.vidlens.storage;

import java.security.SecureRandom;
import java.util.HexFormat;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Secrets the service makes for itself (signing keys), kept in the database so that every node on
 * one PostgreSQL signs and checks with the same one. The first node to start makes it.
 */
@Repository
public class ServiceSecrets {

  private final JdbcClient jdbc;

  ServiceSecrets(JdbcClient jdbc) {
    this.jdbc = jdbc;
  }

  public byte[] secret(String name) {
    byte[] fresh = new byte[32];
    new SecureRandom().nextBytes(fresh);
    jdbc.sql(
            "INSERT INTO service_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING")
        .params(name, HexFormat.of().formatHex(fresh))
        .update();
    String stored =
        jdbc.sql("SELECT value FROM service_secrets WHERE name = ?")
            .param(name)
            .query(String.class)
            .single();
    return HexFormat.of().parseHex(stored);
  }
}
