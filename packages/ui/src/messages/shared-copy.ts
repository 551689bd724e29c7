// Words several components share: one place to change them.
export const cancel = 'Cancelar';
export const close = 'Cerrar';
export const retry = 'Reintentar';
export const newTabNote = 'Se abre en una pestaña nueva';
export const unknownAuthor = 'Autor desconocido';
export const loadingPosts = 'Cargando publicaciones...';
export const searchPosts = 'Buscar publicaciones...';
export const changeImage = 'Cambiar imagen';
export const imageLoadError = 'Error al cargar imagen';
export const newest = 'Más recientes';
export const oldest = 'Más antiguos';

export const spanishNumber = /*#__PURE__*/ new Intl.NumberFormat('es-MX');
