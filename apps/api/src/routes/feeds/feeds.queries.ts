import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categorias, publicaciones, publicacionesCategorias } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { POSTS_PER_SITEMAP, type PostBucket } from './post-sitemap-buckets';

/** A post's id and when it last changed, as a W3C datetime. */
export interface PostStamp {
  id: number;
  lastmod: string;
}

/** A child sitemap of posts that holds at least one, and the newest change among them. */
export interface PostSitemapStamp {
  bucket: number;
  lastmod: string;
}

/** When the listing pages last changed; null while they show no post. */
export interface ListingStamps {
  newest: string | null;
  categories: { id: number; lastmod: string | null }[];
}

/**
 * How many posts a listing page shows before "load more", at most: a change further down is not seen
 * on the page a crawler fetches.
 */
const LISTING_HEAD = 20;

const published = eq(publicaciones.estado, 'publicado');

// Written by the database as text: PGlite hands a timestamp to JavaScript as a Date, which is slower
// to make and then to print than the text itself. Milliseconds, cut as the API's dates are.
function w3cDatetime(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The buckets that hold a published post, each with its newest change; drafts never count. Each bucket
 * reads its range of the primary key, so the cost is that of the posts, never of an OFFSET.
 */
export function listPostSitemapStamps(db: Db): Promise<PostSitemapStamp[]> {
  const size = sql.raw(String(POSTS_PER_SITEMAP));
  return selectRows<PostSitemapStamp>(
    db,
    sql`SELECT bucket, ${w3cDatetime(sql`newest`)} AS lastmod
      FROM generate_series(1, (SELECT (max(${publicaciones.id}) + ${size} - 1) / ${size} FROM ${publicaciones}))
        AS buckets(bucket)
      CROSS JOIN LATERAL (
        SELECT max(${publicaciones.fechaModificacion}) AS newest FROM ${publicaciones}
        -- The expression of publicaciones_sitemap_idx (migration 0012): one index lookup per file.
        WHERE (${publicaciones.id} - 1) / ${size} = bucket - 1 AND ${published}
      ) AS stamp
      WHERE newest IS NOT NULL
      ORDER BY bucket`,
  );
}

/**
 * How many published posts a bucket holds, and a text that changes whenever its file would: a post
 * added, removed, published, unpublished or edited (every edit moves its modification time).
 */
export async function summarisePostBucket(
  db: Db,
  bucket: PostBucket,
): Promise<{ posts: number; version: string }> {
  const [row] = await selectRows<{ posts: number; version: string }>(
    db,
    sql`SELECT count(*)::int AS posts,
        count(*) || ':' || coalesce(sum(${publicaciones.id}), 0) || ':'
          || coalesce(sum(extract(epoch FROM ${publicaciones.fechaModificacion})), 0) AS version
      FROM ${publicaciones}
      WHERE ${publicaciones.id} > ${bucket.afterId} AND ${publicaciones.id} <= ${bucket.lastId} AND ${published}`,
  );
  return { posts: Number(row?.posts ?? 0), version: String(row?.version ?? '') };
}

/**
 * Up to `limit` published posts with an id in (`afterId`, `lastId`], by id. They come as two arrays in
 * one row: PGlite hands rows to JavaScript one at a time, and for 1,000 posts that took a third longer
 * (PostgreSQL takes the same time either way).
 */
export async function readPostStamps(
  db: Db,
  { afterId, lastId }: { afterId: number; lastId: number },
  limit: number,
): Promise<PostStamp[]> {
  const [row] = await selectRows<{ ids: number[] | null; lastmods: string[] | null }>(
    db,
    sql`SELECT array_agg(id ORDER BY id) AS ids, array_agg(lastmod ORDER BY id) AS lastmods FROM (
        SELECT ${publicaciones.id} AS id, ${w3cDatetime(publicaciones.fechaModificacion)} AS lastmod
        FROM ${publicaciones}
        WHERE ${publicaciones.id} > ${afterId} AND ${publicaciones.id} <= ${lastId} AND ${published}
        ORDER BY ${publicaciones.id} LIMIT ${limit}
      ) AS step`,
  );
  const lastmods = row?.lastmods ?? [];
  return (row?.ids ?? []).map((id, index) => ({ id: Number(id), lastmod: lastmods[index] ?? '' }));
}

/**
 * The newest change among the posts each listing shows first: the blog's and every category's. Both
 * follow the listing's own index (newest created first), so the cost does not grow with the posts.
 */
export async function readListingStamps(db: Db): Promise<ListingStamps> {
  const head = sql.raw(String(LISTING_HEAD));
  const newestFirst = sql`ORDER BY ${publicaciones.fechaCreacion} DESC, ${publicaciones.id} DESC LIMIT ${head}`;
  const [overall, categories] = await Promise.all([
    selectRows<{ lastmod: string | null }>(
      db,
      sql`SELECT ${w3cDatetime(sql`max(shown.changed)`)} AS lastmod FROM (
          SELECT ${publicaciones.fechaModificacion} AS changed FROM ${publicaciones}
          WHERE ${published} ${newestFirst}
        ) AS shown`,
    ),
    selectRows<{ id: number; lastmod: string | null }>(
      db,
      sql`SELECT ${categorias.id} AS id, ${w3cDatetime(sql`(
          SELECT max(shown.changed) FROM (
            SELECT ${publicaciones.fechaModificacion} AS changed FROM ${publicaciones}
            JOIN ${publicacionesCategorias} ON ${publicacionesCategorias.publicacionId} = ${publicaciones.id}
              AND ${publicacionesCategorias.categoriaId} = ${categorias.id}
            WHERE ${published} ${newestFirst}
          ) AS shown)`)} AS lastmod
        FROM ${categorias} ORDER BY ${categorias.id}`,
    ),
  ]);
  return { newest: overall[0]?.lastmod ?? null, categories };
}
