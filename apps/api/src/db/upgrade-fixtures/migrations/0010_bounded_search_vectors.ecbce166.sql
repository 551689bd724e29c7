-- A tsvector holds at most 1 MB, and a body of many distinct words passes it well within the 1 MB of HTML
-- a post may have: its save then failed with a 500 (second drill, F9). Each text is now indexed whole
-- when its vector fits in `limite` bytes, and otherwise on its longest prefix (halving) that does.

CREATE FUNCTION pupitre_vector_acotado(texto text, peso "char", limite integer)
RETURNS tsvector LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  largo integer := length(coalesce(texto, ''));
  vector tsvector;
BEGIN
  LOOP
    BEGIN
      vector := to_tsvector('public.es_unaccent'::regconfig, left(coalesce(texto, ''), largo));
      IF pg_column_size(vector) <= limite THEN
        RETURN setweight(vector, peso);
      END IF;
    EXCEPTION WHEN program_limit_exceeded THEN
      NULL;
    END;
    largo := largo / 2;
  END LOOP;
END $$;
--> statement-breakpoint
-- The parts' limits add up to less than 1 MB, so their concatenation fits too.
ALTER TABLE "publicaciones" DROP COLUMN "search_vector";
--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  pupitre_vector_acotado("titulo", 'A', 65536) ||
  pupitre_vector_acotado("resumen", 'B', 65536) ||
  pupitre_vector_acotado(regexp_replace("contenido", '<[^>]*>', ' ', 'g'), 'C', 786432)
) STORED;
--> statement-breakpoint
CREATE INDEX "publicaciones_search_idx" ON "publicaciones" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "publicaciones_pasajes" DROP COLUMN "vector";
--> statement-breakpoint
ALTER TABLE "publicaciones_pasajes" ADD COLUMN "vector" tsvector GENERATED ALWAYS AS (
  pupitre_vector_acotado("encabezado", 'B', 131072) ||
  pupitre_vector_acotado("texto", 'D', 786432)
) STORED;
--> statement-breakpoint
CREATE INDEX "publicaciones_pasajes_vector_idx" ON "publicaciones_pasajes" USING gin ("vector");
