-- Issue 27: whether the listing that gave a corpus video its source_url showed it as a Short (a
-- Shorts tab or shelf), as the platform layer typed the entry; the search answer's videoType
-- reads this flag instead of the URL. Portable DDL (SQLite and PostgreSQL).
--
-- Rows stored before this column: the flag is what the URL used to tell, a Shorts thumbnail (the
-- vertical "oar" frame under /vi/ or /vi_webp/) or a /shorts/ page.
ALTER TABLE thumbnail_videos ADD COLUMN listed_as_short INTEGER NOT NULL DEFAULT 0;
UPDATE thumbnail_videos SET listed_as_short = 1
  WHERE source_url LIKE '%/shorts/%'
     OR source_url LIKE '%/vi/%/oar%'
     OR source_url LIKE '%/vi_webp/%/oar%';
