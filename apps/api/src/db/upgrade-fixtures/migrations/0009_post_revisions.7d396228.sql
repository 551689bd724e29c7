CREATE TABLE "publicaciones_revisiones" (
	"id" serial PRIMARY KEY NOT NULL,
	"publicacion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"autor_id" integer,
	"kind" text NOT NULL,
	"titulo" text NOT NULL,
	"resumen" text,
	"categorias" integer[] NOT NULL,
	"contenido" text NOT NULL,
	"imagen_portada_id" integer
);
--> statement-breakpoint
ALTER TABLE "publicaciones_revisiones" ADD CONSTRAINT "publicaciones_revisiones_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_revisiones" ADD CONSTRAINT "publicaciones_revisiones_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_revisiones" ADD CONSTRAINT "publicaciones_revisiones_imagen_portada_id_imagenes_id_fk" FOREIGN KEY ("imagen_portada_id") REFERENCES "public"."imagenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publicaciones_revisiones_publicacion_idx" ON "publicaciones_revisiones" USING btree ("publicacion_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);