CREATE TABLE "categorias" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"publicacion_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"contenido" text NOT NULL,
	"fecha_publicacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_modificacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imagenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicaciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"resumen" text,
	"contenido" text NOT NULL,
	"imagen_portada_id" integer,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"autor_id" integer,
	"nombre_autor" text,
	"contador_likes" integer DEFAULT 0 NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_modificacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicaciones_categorias" (
	"publicacion_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"posicion" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publicaciones_categorias_publicacion_id_categoria_id_pk" PRIMARY KEY("publicacion_id","categoria_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"avatar_imagen_id" integer,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_imagen_portada_id_imagenes_id_fk" FOREIGN KEY ("imagen_portada_id") REFERENCES "public"."imagenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_categorias" ADD CONSTRAINT "publicaciones_categorias_publicacion_id_publicaciones_id_fk" FOREIGN KEY ("publicacion_id") REFERENCES "public"."publicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_categorias" ADD CONSTRAINT "publicaciones_categorias_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_avatar_imagen_id_imagenes_id_fk" FOREIGN KEY ("avatar_imagen_id") REFERENCES "public"."imagenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comentarios_publicacion_idx" ON "comentarios" USING btree ("publicacion_id","fecha_publicacion");--> statement-breakpoint
CREATE UNIQUE INDEX "imagenes_sha256_idx" ON "imagenes" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "publicaciones_estado_fecha_idx" ON "publicaciones" USING btree ("estado","fecha_creacion","id");--> statement-breakpoint
CREATE INDEX "publicaciones_categorias_categoria_idx" ON "publicaciones_categorias" USING btree ("categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_idx" ON "usuarios" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_idx" ON "usuarios" USING btree (lower("email"));