-- Figures that cost the same at 30 posts and at 100,000 (ARCHITECTURE decision 14): the admin panel's
-- totals, drafts and posts per category are counters the database keeps on every write, and every post
-- by date or by title is one range of an index.
CREATE TABLE "categorias_recuentos" (
	"categoria_id" integer PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicaciones_recuentos" (
	"estado" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "publicaciones_fecha_idx" ON "publicaciones" USING btree ("fecha_creacion","id");--> statement-breakpoint
-- The alphabetical key: unaccent names its dictionary, so the result never depends on search_path and
-- the function may be IMMUTABLE, which an index on it needs.
CREATE FUNCTION public.titulo_orden(titulo text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, titulo));--> statement-breakpoint
CREATE INDEX "publicaciones_titulo_orden_idx" ON "publicaciones" USING btree ((public.titulo_orden("titulo") collate "C"),"id");--> statement-breakpoint
-- Posts per state. One statement's rows are added up by state first, so a bulk write is one upsert per state.
CREATE FUNCTION publicaciones_recuentos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "publicaciones_recuentos" AS counter ("estado", "total")
      SELECT "estado", -count(*) FROM old_rows GROUP BY "estado"
      ON CONFLICT ("estado") DO UPDATE SET "total" = counter."total" + excluded."total";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "publicaciones_recuentos" AS counter ("estado", "total")
      SELECT "estado", count(*) FROM new_rows GROUP BY "estado"
      ON CONFLICT ("estado") DO UPDATE SET "total" = counter."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER publicaciones_contadas_al_insertar AFTER INSERT ON "publicaciones" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_recuentos_sumar();--> statement-breakpoint
CREATE TRIGGER publicaciones_contadas_al_cambiar AFTER UPDATE ON "publicaciones"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_recuentos_sumar();--> statement-breakpoint
CREATE TRIGGER publicaciones_contadas_al_borrar AFTER DELETE ON "publicaciones" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_recuentos_sumar();--> statement-breakpoint
-- Posts per first category. Each post's counted category is written down, so a trigger compares it with
-- the post's first category now and moves one between the two counters when they differ: right whatever
-- one statement did (a data-modifying WITH may delete and insert a post's links at once).
CREATE TABLE "publicaciones_categoria_contada" (
	"publicacion_id" integer PRIMARY KEY NOT NULL,
	"categoria_id" integer NOT NULL
);--> statement-breakpoint
CREATE FUNCTION categorias_recuentos_conciliar(touched integer[]) RETURNS void LANGUAGE sql AS $$
  WITH first_now AS (
    SELECT DISTINCT ON ("publicacion_id") "publicacion_id", "categoria_id" FROM "publicaciones_categorias"
      WHERE "publicacion_id" = ANY (touched)
      ORDER BY "publicacion_id", "posicion", "categoria_id"
  ), counted AS (
    SELECT "publicacion_id", "categoria_id" FROM "publicaciones_categoria_contada"
      WHERE "publicacion_id" = ANY (touched)
  ), changed AS (
    SELECT "publicacion_id", counted."categoria_id" AS was, first_now."categoria_id" AS is_now
      FROM first_now FULL JOIN counted USING ("publicacion_id")
      WHERE counted."categoria_id" IS DISTINCT FROM first_now."categoria_id"
  ), forgotten AS (
    DELETE FROM "publicaciones_categoria_contada"
      WHERE "publicacion_id" IN (SELECT "publicacion_id" FROM changed WHERE is_now IS NULL)
  ), noted AS (
    INSERT INTO "publicaciones_categoria_contada" ("publicacion_id", "categoria_id")
      SELECT "publicacion_id", is_now FROM changed WHERE is_now IS NOT NULL
      ON CONFLICT ("publicacion_id") DO UPDATE SET "categoria_id" = excluded."categoria_id"
  )
  INSERT INTO "categorias_recuentos" AS counter ("categoria_id", "total")
    SELECT category, sum(change)::integer FROM (
      SELECT was AS category, -1 AS change FROM changed WHERE was IS NOT NULL
      UNION ALL SELECT is_now, 1 FROM changed WHERE is_now IS NOT NULL
    ) AS changes GROUP BY category HAVING sum(change) <> 0
    ON CONFLICT ("categoria_id") DO UPDATE SET "total" = counter."total" + excluded."total"
$$;--> statement-breakpoint
-- A transition table exists only for the events that have it, so each event reads its own rows.
CREATE FUNCTION categorias_recuentos_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM categorias_recuentos_conciliar(ARRAY(SELECT DISTINCT "publicacion_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM categorias_recuentos_conciliar(ARRAY(SELECT DISTINCT "publicacion_id" FROM old_rows));
  ELSIF EXISTS (SELECT 1 FROM old_rows AS r FULL JOIN new_rows AS w USING ("publicacion_id", "categoria_id")
                  WHERE r."posicion" IS DISTINCT FROM w."posicion") THEN
    -- Only a change of position or of key can move a post's first category; copying a post's state
    -- and date to its links (migration 0011) cannot, and publishing many posts at once stays cheap.
    PERFORM categorias_recuentos_conciliar(ARRAY(
      SELECT "publicacion_id" FROM old_rows UNION SELECT "publicacion_id" FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categorias_contadas_al_insertar AFTER INSERT ON "publicaciones_categorias" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION categorias_recuentos_sumar();--> statement-breakpoint
CREATE TRIGGER categorias_contadas_al_cambiar AFTER UPDATE ON "publicaciones_categorias"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION categorias_recuentos_sumar();--> statement-breakpoint
CREATE TRIGGER categorias_contadas_al_borrar AFTER DELETE ON "publicaciones_categorias" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION categorias_recuentos_sumar();--> statement-breakpoint
-- What the site holds today, counted once.
INSERT INTO "publicaciones_recuentos" ("estado", "total")
  SELECT "estado", count(*) FROM "publicaciones" GROUP BY "estado";--> statement-breakpoint
INSERT INTO "publicaciones_categoria_contada" ("publicacion_id", "categoria_id")
  SELECT DISTINCT ON ("publicacion_id") "publicacion_id", "categoria_id" FROM "publicaciones_categorias"
    ORDER BY "publicacion_id", "posicion", "categoria_id";--> statement-breakpoint
INSERT INTO "categorias_recuentos" ("categoria_id", "total")
  SELECT "categoria_id", count(*) FROM "publicaciones_categoria_contada" GROUP BY "categoria_id";
