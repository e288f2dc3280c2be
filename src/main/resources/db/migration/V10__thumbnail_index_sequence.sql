-- Issue 9: each node's local thumbnail index catches up, while it runs, with the vectors other
-- nodes store. Portable DDL (SQLite and PostgreSQL).
--
-- index_seq orders the changes to what an index holds (an image vector stored, a text vector
-- updated); a node reads the rows whose index_seq is above the last one it has applied. The
-- numbers come from the one-row counter below, incremented in the same transaction as the row's
-- update. A timestamp or a database sequence would not do: a transaction that took a lower value
-- could commit after a reader had already moved past a higher one, and that row would be skipped
-- for good. The counter's row lock (PostgreSQL) or the write lock (SQLite) makes writers take
-- their numbers one after another, each after the previous holder committed, so a number is
-- visible only once every lower one is. Rows indexed before this migration keep NULL: the index
-- built from the database at start-up already holds them.

ALTER TABLE thumbnail_videos ADD COLUMN index_seq BIGINT;

CREATE INDEX thumbnail_videos_index_seq ON thumbnail_videos (index_seq);

CREATE TABLE thumbnail_index_sequence (
  id          INTEGER  PRIMARY KEY,
  last_value  BIGINT   NOT NULL
);

INSERT INTO thumbnail_index_sequence (id, last_value) VALUES (1, 0);
