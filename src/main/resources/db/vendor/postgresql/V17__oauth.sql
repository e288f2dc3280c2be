-- The OAuth authorization server's tables (issue 40, docs/mcp.md "OAuth"): Spring Authorization
-- Server's JDBC schema for registered clients, authorizations (codes and tokens) and consents, with
-- the types this database needs, so every node serves every step of an app's connection.
-- PostgreSQL: TEXT for the library's blob columns and TIMESTAMPTZ for its timestamps, as its
-- schema's own notes ask.
CREATE TABLE oauth2_registered_client (
  id                            VARCHAR(100)  NOT NULL PRIMARY KEY,
  client_id                     VARCHAR(100)  NOT NULL,
  client_id_issued_at           TIMESTAMPTZ NOT NULL,
  client_secret                 VARCHAR(200),
  client_secret_expires_at      TIMESTAMPTZ,
  client_name                   VARCHAR(200)  NOT NULL,
  client_authentication_methods VARCHAR(1000) NOT NULL,
  authorization_grant_types     VARCHAR(1000) NOT NULL,
  redirect_uris                 VARCHAR(4000),
  post_logout_redirect_uris     VARCHAR(1000),
  scopes                        VARCHAR(1000) NOT NULL,
  client_settings               VARCHAR(2000) NOT NULL,
  token_settings                VARCHAR(2000) NOT NULL
);

CREATE UNIQUE INDEX oauth2_registered_client_by_client_id ON oauth2_registered_client (client_id);

CREATE TABLE oauth2_authorization (
  id                            VARCHAR(100)  NOT NULL PRIMARY KEY,
  registered_client_id          VARCHAR(100)  NOT NULL,
  principal_name                VARCHAR(200)  NOT NULL,
  authorization_grant_type      VARCHAR(100)  NOT NULL,
  authorized_scopes             VARCHAR(1000),
  attributes                    TEXT,
  state                         VARCHAR(500),
  authorization_code_value      TEXT,
  authorization_code_issued_at  TIMESTAMPTZ,
  authorization_code_expires_at TIMESTAMPTZ,
  authorization_code_metadata   TEXT,
  access_token_value            TEXT,
  access_token_issued_at        TIMESTAMPTZ,
  access_token_expires_at       TIMESTAMPTZ,
  access_token_metadata         TEXT,
  access_token_type             VARCHAR(100),
  access_token_scopes           VARCHAR(1000),
  oidc_id_token_value           TEXT,
  oidc_id_token_issued_at       TIMESTAMPTZ,
  oidc_id_token_expires_at      TIMESTAMPTZ,
  oidc_id_token_metadata        TEXT,
  refresh_token_value           TEXT,
  refresh_token_issued_at       TIMESTAMPTZ,
  refresh_token_expires_at      TIMESTAMPTZ,
  refresh_token_metadata        TEXT,
  user_code_value               TEXT,
  user_code_issued_at           TIMESTAMPTZ,
  user_code_expires_at          TIMESTAMPTZ,
  user_code_metadata            TEXT,
  device_code_value             TEXT,
  device_code_issued_at         TIMESTAMPTZ,
  device_code_expires_at        TIMESTAMPTZ,
  device_code_metadata          TEXT
);

-- Every use of an access token looks it up; the flow looks up its state and code; the dashboard
-- lists and revokes an account's apps.
CREATE INDEX oauth2_authorization_by_access_token ON oauth2_authorization (access_token_value);
CREATE INDEX oauth2_authorization_by_refresh_token ON oauth2_authorization (refresh_token_value);
CREATE INDEX oauth2_authorization_by_code ON oauth2_authorization (authorization_code_value);
CREATE INDEX oauth2_authorization_by_state ON oauth2_authorization (state);
CREATE INDEX oauth2_authorization_by_account ON oauth2_authorization (principal_name, registered_client_id);

CREATE TABLE oauth2_authorization_consent (
  registered_client_id VARCHAR(100)  NOT NULL,
  principal_name       VARCHAR(200)  NOT NULL,
  authorities          VARCHAR(1000) NOT NULL,
  PRIMARY KEY (registered_client_id, principal_name)
);
