import { asRecord, pickNumber, pickString } from './pick';

export interface Comment {
  id: number;
  usuarioId: number | null;
  contenido: string;
  usuarioNombre: string;
  avatar: string | null;
  fecha: string | null;
}

/** Accepts ID_comentario/id, contenido/Contenido, usuarioNombre/Nickname, Fecha_publicacion/fechaCreacion. */
export function normaliseComment(raw: unknown): Comment {
  const record = asRecord(raw);
  return {
    id: pickNumber(record, 'ID_comentario', 'id') ?? 0,
    usuarioId: pickNumber(record, 'ID_Usuario', 'usuarioId'),
    contenido: pickString(record, 'contenido', 'Contenido') ?? '',
    usuarioNombre: pickString(record, 'usuarioNombre', 'Nickname') ?? 'Usuario',
    avatar: pickString(record, 'avatar'),
    fecha: pickString(record, 'Fecha_publicacion', 'fechaCreacion'),
  };
}
