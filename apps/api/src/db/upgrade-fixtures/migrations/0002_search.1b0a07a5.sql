-- Full-text search in Spanish that ignores accents: the 'spanish' configuration with unaccent in front
-- of its stemmer, and a weighted vector (title A, summary B, body text C) kept by the database itself.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.es_unaccent (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.es_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.spanish_stem;
--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.es_unaccent'::regconfig, "titulo"), 'A') ||
  setweight(to_tsvector('public.es_unaccent'::regconfig, coalesce("resumen", '')), 'B') ||
  setweight(to_tsvector('public.es_unaccent'::regconfig, regexp_replace("contenido", '<[^>]*>', ' ', 'g')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "publicaciones_search_idx" ON "publicaciones" USING gin ("search_vector");
