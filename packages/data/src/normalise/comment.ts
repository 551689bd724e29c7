import type { CommentWire } from '../schemas/comment';
import { textOrNull } from './blank';

export interface Comment {
  id: number;
  usuarioId: number;
  contenido: string;
  usuarioNombre: string;
  avatar: string | null;
  fecha: string | null;
}

/** A comment whose author has no name shows 'Usuario'. */
export function normaliseComment(wire: CommentWire): Comment {
  return {
    id: wire.ID_comentario,
    usuarioId: wire.ID_Usuario,
    contenido: wire.contenido,
    usuarioNombre: textOrNull(wire.usuarioNombre) ?? 'Usuario',
    // The address when there is one: the inline thumbnail is for clients that cannot show addresses.
    avatar: textOrNull(wire.avatar_url) ?? textOrNull(wire.avatar),
    fecha: textOrNull(wire.Fecha_publicacion),
  };
}
