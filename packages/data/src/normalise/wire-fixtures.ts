import type { CategoryWire } from '../schemas/category';
import type { CommentWire } from '../schemas/comment';
import type { PostWire } from '../schemas/post';
import type { UserWire } from '../schemas/user';

/** Answers of the API as tests need them: complete, with the fields a test cares about overridden. */
export function postWire(overrides: Partial<PostWire> = {}): PostWire {
  return {
    ID_publicaciones: 1,
    Titulo: 'Publicación',
    Resumen: null,
    Contenido: '<p>Contenido</p>',
    Imagen_portada: null,
    Fecha_creacion: '2025-01-01T00:00:00Z',
    NombreAdmin: null,
    contador_likes: 0,
    estado: 'publicado',
    categorias: [],
    ...overrides,
  };
}

export function categoryWire(overrides: Partial<CategoryWire> = {}): CategoryWire {
  return { ID_categoria: 1, Nombre_categoria: 'Noticias', Descripcion: null, ...overrides };
}

export function commentWire(overrides: Partial<CommentWire> = {}): CommentWire {
  return {
    ID_comentario: 1,
    ID_Usuario: 1,
    ID_publicaciones: 1,
    contenido: 'Comentario',
    usuarioNombre: 'lectora',
    avatar: null,
    avatar_url: null,
    Fecha_publicacion: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function userWire(overrides: Partial<UserWire> = {}): UserWire {
  return {
    id: 1,
    username: 'lectora',
    email: 'lectora@example.org',
    first_name: 'Lectora',
    last_name: 'Prueba',
    is_superuser: false,
    date_joined: '2025-01-01T00:00:00Z',
    avatar: null,
    avatar_url: null,
    ...overrides,
  };
}
