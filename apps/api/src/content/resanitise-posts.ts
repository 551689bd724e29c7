import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicaciones } from '../db/schema';
import { HTML_ALLOWLIST_VERSION, sanitisePostHtml } from './sanitise-post-html';

/**
 * Post bodies are sanitised when written and served as stored (decision 8). When the allowlist changes,
 * the bodies written under an older one are sanitised again, once, so none is served by rules that no
 * longer hold. Safe to run from several instances at once: each update is the same.
 */
export async function resanitiseOutdatedPosts(db: Db): Promise<number> {
  const outdated = await db
    .select({ id: publicaciones.id, contenido: publicaciones.contenido })
    .from(publicaciones)
    .where(lt(publicaciones.allowlistVersion, HTML_ALLOWLIST_VERSION));
  for (const post of outdated) {
    await db
      .update(publicaciones)
      .set({ contenido: sanitisePostHtml(post.contenido), allowlistVersion: HTML_ALLOWLIST_VERSION })
      .where(eq(publicaciones.id, post.id));
  }
  return outdated.length;
}
