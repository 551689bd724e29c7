-- Every committed change to what public answers show is announced on the channel 'pupitre_cambios',
-- as a space-separated list of tags (docs/architecture.md, "Response cache"). Each server instance
-- listens and drops the cached answers carrying those tags. The database announces it, so no write
-- path (a handler, the seeds, housekeeping, an operator's SQL) can forget to.
-- One notice per statement, from its transition tables: a bulk insert of 100,000 posts is one notice.
-- Its triggers were later made by one loop, and three announcers lost their variable: the objects it
-- creates are the same, and databases that ran it before are not touched (drizzle runs only newer files).
CREATE FUNCTION pupitre_announce(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  notice text;
BEGIN
  SELECT string_agg(DISTINCT tag, ' ') INTO notice FROM unnest(tags) AS tag WHERE tag IS NOT NULL;
  IF notice IS NULL THEN
    RETURN;
  END IF;
  -- A notice's payload must stay under 8000 bytes; past that, '*' asks every instance to drop it all.
  IF octet_length(notice) > 7900 THEN
    notice := '*';
  END IF;
  PERFORM pg_notify('pupitre_cambios', notice);
END $$;
--> statement-breakpoint
-- A post's own answer; its comments when it appears or disappears; and, when it is or was public, the
-- lists across categories ('posts') and those of its categories.
CREATE FUNCTION publicaciones_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Its categories are linked after the insert and announce themselves.
    SELECT array_agg(tag) INTO tags FROM (
      SELECT 'post:' || id AS tag FROM new_rows
      UNION SELECT 'posts' FROM new_rows WHERE estado = 'publicado'
    ) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    -- Its category links go with it and announce their categories' lists.
    SELECT array_agg(tag) INTO tags FROM (
      SELECT 'post:' || id AS tag FROM old_rows
      UNION SELECT 'comments:' || id FROM old_rows
      UNION SELECT 'posts' FROM old_rows WHERE estado = 'publicado'
    ) AS changed;
  ELSE
    SELECT array_agg(tag) INTO tags FROM (
      SELECT 'post:' || id AS tag FROM new_rows
      UNION SELECT 'comments:' || new_rows.id FROM new_rows JOIN old_rows USING (id)
        WHERE new_rows.estado <> old_rows.estado
      UNION SELECT 'posts' FROM new_rows JOIN old_rows USING (id)
        WHERE new_rows.estado = 'publicado' OR old_rows.estado = 'publicado'
      UNION SELECT 'category-posts:' || links.categoria_id
        FROM new_rows JOIN old_rows USING (id)
        JOIN publicaciones_categorias AS links ON links.publicacion_id = new_rows.id
        WHERE new_rows.estado = 'publicado' OR old_rows.estado = 'publicado'
    ) AS changed;
  END IF;
  PERFORM pupitre_announce(tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A post's categories show in its answer and in lists; a link decides which category lists a public post
-- is in. A link that goes with its deleted post announces its category too (the post is gone by then).
CREATE FUNCTION publicaciones_categorias_announce() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post_ids integer[];
  category_ids integer[];
  tags text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(publicacion_id), array_agg(categoria_id) INTO post_ids, category_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(publicacion_id), array_agg(categoria_id) INTO post_ids, category_ids FROM old_rows;
  ELSE
    SELECT array_agg(publicacion_id), array_agg(categoria_id) INTO post_ids, category_ids
      FROM (SELECT publicacion_id, categoria_id FROM new_rows
            UNION ALL SELECT publicacion_id, categoria_id FROM old_rows) AS both_sides;
  END IF;
  SELECT array_agg(tag) INTO tags FROM (
    SELECT 'post:' || link.post_id AS tag FROM unnest(post_ids) AS link(post_id)
    UNION SELECT 'posts' FROM unnest(post_ids) AS link(post_id)
      JOIN publicaciones ON publicaciones.id = link.post_id WHERE publicaciones.estado = 'publicado'
    UNION SELECT 'category-posts:' || link.category_id FROM unnest(post_ids, category_ids) AS link(post_id, category_id)
      LEFT JOIN publicaciones ON publicaciones.id = link.post_id
      WHERE publicaciones.id IS NULL OR publicaciones.estado = 'publicado'
  ) AS changed;
  PERFORM pupitre_announce(tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A category's name and colour show in the category list and in every post answer that carries it.
CREATE FUNCTION categorias_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pupitre_announce(ARRAY(SELECT 'category:' || id FROM new_rows) || ARRAY['categories']);
  ELSE
    PERFORM pupitre_announce(ARRAY(SELECT 'category:' || id FROM old_rows) || ARRAY['categories']);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION comentarios_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pupitre_announce(ARRAY(SELECT 'comments:' || publicacion_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pupitre_announce(ARRAY(SELECT 'comments:' || publicacion_id FROM old_rows));
  ELSE
    PERFORM pupitre_announce(ARRAY(
      SELECT 'comments:' || publicacion_id FROM new_rows UNION SELECT 'comments:' || publicacion_id FROM old_rows
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user shows publicly only as a commenter's name and avatar. Deleting an account deletes its
-- comments, which announce themselves; logins, resets and role changes show nowhere public.
CREATE FUNCTION usuarios_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pupitre_announce(ARRAY(
    SELECT 'user:' || new_rows.id FROM new_rows JOIN old_rows USING (id)
      WHERE new_rows.username IS DISTINCT FROM old_rows.username
         OR new_rows.avatar_imagen_id IS DISTINCT FROM old_rows.avatar_imagen_id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each table's announcer runs once per statement, from its transition tables. An account announces only
-- its updates: a new one shows nowhere yet, and a deleted one's comments announce themselves.
DO $$
DECLARE
  watched text;
  kind record;
BEGIN
  FOREACH watched IN ARRAY ARRAY['publicaciones', 'publicaciones_categorias', 'categorias', 'comentarios', 'usuarios'] LOOP
    FOR kind IN
      SELECT * FROM (VALUES
        ('INSERT', 'inserted', 'NEW TABLE AS new_rows'),
        ('UPDATE', 'updated', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
        ('DELETE', 'deleted', 'OLD TABLE AS old_rows')
      ) AS kinds(event, suffix, transition)
      WHERE watched <> 'usuarios' OR event = 'UPDATE'
    LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
        watched || '_' || kind.suffix, kind.event, watched, kind.transition, watched || '_announce'
      );
    END LOOP;
  END LOOP;
END $$;
