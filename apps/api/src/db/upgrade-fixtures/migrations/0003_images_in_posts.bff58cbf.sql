CREATE TABLE "publicaciones_imagenes" (
	"publicacion_id" integer NOT NULL,
	"imagen_id" integer NOT NULL,
	CONSTRAINT "publicaciones_imagenes_publicacion_id_imagen_id_pk" PRIMARY KEY("publicacion_id","imagen_id")
);
--> statement-breakpoint
ALTER TABLE "publicaciones_imagenes" ADD CONSTRAINT "publicaciones_imagenes_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_imagenes" ADD CONSTRAINT "publicaciones_imagenes_imagen_id_imagenes_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."imagenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publicaciones_imagenes_imagen_idx" ON "publicaciones_imagenes" USING btree ("imagen_id");--> statement-breakpoint
-- Bodies saved before this table existed: their images of ours (root-relative, or absolute on any
-- origin, as PUBLIC_URL is not known here) are recorded so that published ones stay visible.
INSERT INTO "publicaciones_imagenes" ("publicacion_id", "imagen_id")
SELECT DISTINCT p."id", i."id"
FROM "publicaciones" p
CROSS JOIN LATERAL regexp_matches(
  p."contenido",
  '<img\s(?:[^>]*\s)?src="(?:https?://[^/"]+)?/api/imagenes/([0-9]{1,9})"',
  'g'
) AS m("found")
JOIN "imagenes" i ON i."id" = (m."found")[1]::integer;
