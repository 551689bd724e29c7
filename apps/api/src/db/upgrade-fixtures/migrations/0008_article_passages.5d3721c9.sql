-- The assistant answers from passages, not whole articles: each post's body is cut at its headings into
-- sections, kept by the database itself (like search_vector) so no write path can forget them, each with
-- a Spanish full-text vector in which the section's heading weighs more than its text.

-- Plain text of sanitised post HTML: one line per block, entities of the sanitiser decoded.
CREATE FUNCTION pupitre_html_a_texto(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(html, '(</(p|li|h[1-6]|blockquote|pre|figcaption|td|th)>|<br\s*/?>|<(hr|ul|ol)[^>]*>)', E'\n', 'gi'),
        '<[^>]*>', '', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '[ \t\r]+', ' ', 'g'), ' ?\n ?', E'\n', 'g'), '\n+', E'\n', 'g'), E' \n')
$$;
--> statement-breakpoint
-- The sections of a body: whatever precedes the first heading, then each heading with what follows it.
CREATE FUNCTION pupitre_pasajes_de(html text)
RETURNS TABLE (orden integer, encabezado text, texto text) LANGUAGE sql IMMUTABLE AS $$
  SELECT row_number() OVER (ORDER BY parte.n)::integer, parte.encabezado, parte.texto
  FROM (
    SELECT n,
      coalesce(pupitre_html_a_texto(partes[1]), '') AS encabezado,
      pupitre_html_a_texto(coalesce(partes[2], seccion)) AS texto
    FROM regexp_split_to_table(html, '(?=<h[1-6][\s>])', 'i') WITH ORDINALITY AS cortes(seccion, n)
    CROSS JOIN LATERAL (SELECT regexp_match(seccion, '^(<h[1-6].*?</h[1-6]>)(.*)$', 'i') AS partes) AS m
  ) AS parte
  WHERE parte.encabezado <> '' OR parte.texto <> ''
$$;
--> statement-breakpoint
CREATE TABLE "publicaciones_pasajes" (
  "publicacion_id" integer NOT NULL REFERENCES "publicaciones"("id") ON DELETE CASCADE,
  "orden" integer NOT NULL,
  "encabezado" text NOT NULL,
  "texto" text NOT NULL,
  "vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('public.es_unaccent'::regconfig, "encabezado"), 'B') ||
    setweight(to_tsvector('public.es_unaccent'::regconfig, "texto"), 'D')
  ) STORED,
  PRIMARY KEY ("publicacion_id", "orden")
);
--> statement-breakpoint
CREATE INDEX "publicaciones_pasajes_vector_idx" ON "publicaciones_pasajes" USING gin ("vector");
--> statement-breakpoint
CREATE FUNCTION publicaciones_pasajes_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM publicaciones_pasajes WHERE publicacion_id = NEW.id;
  INSERT INTO publicaciones_pasajes (publicacion_id, orden, encabezado, texto)
    SELECT NEW.id, orden, encabezado, texto FROM pupitre_pasajes_de(NEW.contenido);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER publicaciones_pasajes_refresh AFTER INSERT OR UPDATE OF contenido ON publicaciones
  FOR EACH ROW EXECUTE FUNCTION publicaciones_pasajes_refresh();
--> statement-breakpoint
INSERT INTO publicaciones_pasajes (publicacion_id, orden, encabezado, texto)
  SELECT p.id, s.orden, s.encabezado, s.texto FROM publicaciones AS p CROSS JOIN LATERAL pupitre_pasajes_de(p.contenido) AS s;
