import type { Post } from '@pupitre/data';
import type { PostStatus } from './post-input';

/** The explicit saves the editor's buttons ask for. */
export type EditorAction = 'publish' | 'draft' | 'changes' | 'schedule' | 'unpublish';

/** Where a post stands, as the buttons follow it: a draft, live on the site, or waiting for its time. */
export type PostStanding = 'new' | 'draft' | 'published' | 'scheduled';

export function standingOf(post: Post | undefined, scheduledFor: string | undefined): PostStanding {
  if (!post) return 'new';
  if (post.estado === 'publicado') return 'published';
  return scheduledFor ? 'scheduled' : 'draft';
}

/** A published or scheduled post keeps its version until an explicit "Actualizar", "Publicar" or "Programar". */
export const keepsItsVersion = (standing: PostStanding) =>
  standing === 'published' || standing === 'scheduled';

/** The state a save sends: "Guardar cambios" leaves it (the server keeps the text aside). */
export function stateFor(action: EditorAction, standing: PostStanding): PostStatus {
  if (action === 'publish' || action === 'schedule') return 'publicado';
  if (action === 'changes') return standing === 'published' ? 'publicado' : 'borrador';
  return 'borrador';
}

export const editorActionLabels = {
  publish: 'Publicar',
  publishing: 'Publicando...',
  update: 'Actualizar',
  updating: 'Actualizando...',
  draft: 'Guardar borrador',
  changes: 'Guardar cambios',
  unpublish: 'Retirar del sitio',
} as const;

export const editorActionMessages = {
  unpublished: 'La publicación se retiró del sitio y quedó como borrador.',
  unpublishTitle: '¿Retirar la publicación del sitio?',
  unpublishDescription:
    'Dejará de verse en el sitio, en las listas y en los canales, y pasará a borrador con el texto del editor. Podrás publicarla de nuevo cuando quieras.',
  unpublishConfirm: 'Retirar del sitio',
  unpublishCancel: 'Seguir publicada',
} as const;
