-- Lists that cost the same on their first page and their thousandth (ARCHITECTURE decision 14).
-- A category's list is read newest first from one index: each link carries its post's state and creation
-- time, copied by the database on every write of a link or a post, so no write path can forget them.
ALTER TABLE "publicaciones_categorias" ADD COLUMN "estado" text DEFAULT 'borrador' NOT NULL;--> statement-breakpoint
ALTER TABLE "publicaciones_categorias" ADD COLUMN "fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "publicaciones_categorias" AS link SET "estado" = post."estado", "fecha_creacion" = post."fecha_creacion"
  FROM "publicaciones" AS post WHERE post."id" = link."publicacion_id";--> statement-breakpoint
-- A link written for a post that does not exist keeps the defaults: its foreign key refuses it anyway.
CREATE FUNCTION publicaciones_categorias_copy_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post record;
BEGIN
  SELECT "estado", "fecha_creacion" INTO post FROM "publicaciones" WHERE "id" = NEW."publicacion_id";
  IF FOUND THEN
    NEW."estado" := post."estado";
    NEW."fecha_creacion" := post."fecha_creacion";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER publicaciones_categorias_copy_post BEFORE INSERT OR UPDATE ON "publicaciones_categorias"
  FOR EACH ROW EXECUTE FUNCTION publicaciones_categorias_copy_post();--> statement-breakpoint
-- Once per statement, so a bulk change is one join. On insert too: links written in the same statement
-- as their post (a data-modifying WITH) could not see it yet.
CREATE FUNCTION publicaciones_copy_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "publicaciones_categorias" AS link SET "estado" = post."estado", "fecha_creacion" = post."fecha_creacion"
    FROM new_rows AS post
    WHERE link."publicacion_id" = post."id"
      AND (link."estado", link."fecha_creacion") IS DISTINCT FROM (post."estado", post."fecha_creacion");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER publicaciones_copied_on_insert AFTER INSERT ON "publicaciones" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_copy_to_links();--> statement-breakpoint
CREATE TRIGGER publicaciones_copied_on_update AFTER UPDATE ON "publicaciones" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION publicaciones_copy_to_links();--> statement-breakpoint
CREATE INDEX "publicaciones_categorias_publicadas_idx" ON "publicaciones_categorias" USING btree ("categoria_id","fecha_creacion","publicacion_id") WHERE "publicaciones_categorias"."estado" = 'publicado';--> statement-breakpoint
-- Search puts title matches first (docs/architecture.md, "Search bounded for common words"): the title's
-- part of search_vector, stored on its own (small, so a walk over recent posts reads it cheaply) and
-- indexed for published posts, so a word in few titles is found without reading every post it is in.
ALTER TABLE "publicaciones" ADD COLUMN "titulo_vector" tsvector GENERATED ALWAYS AS (
  pupitre_vector_acotado("titulo", 'A', 65536)
) STORED;--> statement-breakpoint
CREATE INDEX "publicaciones_titulo_vector_idx" ON "publicaciones" USING gin ("titulo_vector")
  WHERE "estado" = 'publicado';
