CREATE TABLE "newsletter_entregas" (
	"id" serial PRIMARY KEY NOT NULL,
	"publicacion_id" integer NOT NULL,
	"suscripcion_id" integer,
	"email" text NOT NULL,
	"clave" uuid DEFAULT gen_random_uuid() NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"espera_hasta" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"enviado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_envios" (
	"publicacion_id" integer PRIMARY KEY NOT NULL,
	"solicitado_at" timestamp with time zone DEFAULT now() NOT NULL,
	"destinatarios" integer,
	"terminado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publicaciones_programadas" (
	"publicacion_id" integer PRIMARY KEY NOT NULL,
	"publicar_at" timestamp with time zone NOT NULL,
	"enviar" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suscripciones_newsletter" ADD COLUMN "estado" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "suscripciones_newsletter" ADD COLUMN "confirmacion_hash" text;--> statement-breakpoint
ALTER TABLE "suscripciones_newsletter" ADD COLUMN "confirmacion_expira" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suscripciones_newsletter" ADD COLUMN "confirmacion_enviada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suscripciones_newsletter" ADD COLUMN "confirmada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suscripciones_newsletter" ADD COLUMN "clave_baja" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_entregas" ADD CONSTRAINT "newsletter_entregas_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_entregas" ADD CONSTRAINT "newsletter_entregas_suscripcion_id_suscripciones_newsletter_id_fk" FOREIGN KEY ("suscripcion_id") REFERENCES "public"."suscripciones_newsletter"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_envios" ADD CONSTRAINT "newsletter_envios_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_programadas" ADD CONSTRAINT "publicaciones_programadas_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_entregas_unica_idx" ON "newsletter_entregas" USING btree ("publicacion_id","suscripcion_id");--> statement-breakpoint
CREATE INDEX "newsletter_entregas_cola_idx" ON "newsletter_entregas" USING btree ("publicacion_id","estado","espera_hasta");--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_newsletter_clave_baja_idx" ON "suscripciones_newsletter" USING btree ("clave_baja");--> statement-breakpoint
CREATE UNIQUE INDEX "suscripciones_newsletter_confirmacion_idx" ON "suscripciones_newsletter" USING btree ("confirmacion_hash");