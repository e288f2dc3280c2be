-- OAuth codes and tokens are kept as their SHA-256 from now on (issue 40, docs/mcp.md "OAuth"):
-- lookups hash the value a client presents, so a token stored in clear before could never be used
-- again; the authorizations holding them are removed so that no clear token stays in the table.
-- Consents stay: a connected app signs in again without being asked to consent anew.
DELETE FROM oauth2_authorization
 WHERE authorization_code_value NOT LIKE 'sha256:%'
    OR access_token_value NOT LIKE 'sha256:%'
    OR refresh_token_value NOT LIKE 'sha256:%';
