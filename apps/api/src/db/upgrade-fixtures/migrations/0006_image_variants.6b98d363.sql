CREATE TABLE "imagen_variantes" (
	"imagen_id" integer NOT NULL,
	"ancho" integer NOT NULL,
	"formato" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imagen_variantes_imagen_id_ancho_formato_pk" PRIMARY KEY("imagen_id","ancho","formato")
);
--> statement-breakpoint
ALTER TABLE "imagen_variantes" ADD CONSTRAINT "imagen_variantes_imagen_id_imagenes_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."imagenes"("id") ON DELETE cascade ON UPDATE no action;