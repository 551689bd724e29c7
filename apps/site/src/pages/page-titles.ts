/** The titles of pages whose title is not their content's: the tab shows them and the server's <title>. */
export const PAGE_TITLES = {
  home: 'Inicio',
  blog: 'Blog',
  categories: 'Categorías',
  category: 'Categoría',
  categoryNotFound: 'Categoria no encontrada',
  postNotFound: 'Publicación no encontrada',
  about: 'Acerca de',
  contact: 'Contacto',
  login: 'Iniciar Sesión',
  register: 'Crear cuenta',
  forgotPassword: 'Recuperar contraseña',
} as const;
