import type { MessagesOverride } from './MessagesProvider';

/**
 * An example second dictionary: a school in Argentina, in rioplatense Spanish with voseo ('Iniciá
 * sesión', 'Cerrá la notificación'). It replaces every string that addresses the reader, and a few
 * words that differ there; the rest keeps the default Spanish. Pass it to <MessagesProvider>.
 */
export const esArMessages: MessagesOverride = {
  productName: 'Aula Sur',
  adminFilterBar: { searchPlaceholder: 'Buscá publicaciones...' },
  adminPostGrid: {
    error: 'No pudimos cargar las publicaciones. Por favor, probá de nuevo más tarde.',
  },
  avatarUploader: { change: 'Cambiá tu foto' },
  backToTop: { label: 'Volvé arriba' },
  chatbot: {
    greeting: (productName) =>
      productName
        ? `¡Hola! Soy el asistente de ${productName}. ¿Sobre qué tema educativo te puedo ayudar hoy?`
        : '¡Hola! Soy el asistente. ¿Sobre qué tema educativo te puedo ayudar hoy?',
    error: 'Ocurrió un error. Probá de nuevo más tarde.',
    inputLabel: 'Escribí tu mensaje',
    inputPlaceholder: 'Escribí tu mensaje...',
    userPrefix: 'Vos:',
    promo: '¿Tenés dudas sobre algún tema educativo? ¡Preguntale a nuestro asistente!',
  },
  colorPicker: {
    hexError: 'Ingresá un color hexadecimal de 3 o 6 dígitos',
    savedEmpty: 'Todavía no guardaste ningún color.',
  },
  comments: {
    count: (count) => (count === 1 ? '1 comentario' : `${count} comentarios`),
    empty: 'Todavía no hay comentarios. ¡Sé el primero en comentar!',
    joinPrompt: '¡Sumate a la conversación! Iniciá sesión para dejar un comentario y participar.',
    login: 'Iniciá sesión',
    register: 'Registrate',
    formLabel: 'Escribí un comentario',
    formPlaceholder: 'Compartí tu opinión...',
    deleteQuestion: '¿Seguro que querés eliminar este comentario?',
  },
  dangerZone: {
    text: 'Si eliminás tu cuenta, se borran tu perfil y tus datos para siempre. No se puede deshacer.',
    confirmTitle: '¿Eliminás tu cuenta?',
    confirmDescription: 'No se puede deshacer. Tu cuenta, tu perfil y tus datos se eliminan para siempre.',
  },
  featuredPost: { label: 'NOTA DESTACADA' },
  fontSizeMenu: { rangeError: 'El tamaño tiene que estar entre 1 y 500' },
  footer: {
    copyright: (year, name) => `© ${year} ${name}. Todos los derechos reservados.`,
    newTabNote: 'Se abre en otra pestaña',
  },
  externalLink: { newTabNote: 'Se abre en otra pestaña' },
  header: {
    openMenu: 'Abrí el menú',
    closeMenu: 'Cerrá el menú',
    logout: 'Cerrar sesión',
    logoutConfirm: 'Sí, cerrá la sesión',
  },
  imageInsertForm: {
    noFile: 'Elegí una imagen.',
    noAlt: 'Escribí un texto alternativo.',
    altHint: 'Describí la imagen para quien no la puede ver.',
  },
  modeSwitchDialog: {
    description:
      'En el modo HTML vas a editar el contenido como código, y el formato de la publicación se mantiene. Si volvés al modo simple, solo se convierte lo que el editor simple puede mostrar.',
    toSimple: {
      description: (lost) =>
        `El modo simple no puede mostrar ${new Intl.ListFormat('es', { type: 'conjunction' }).format(lost)}. Si cambiás, ese formato se quita de la publicación y se pierde al guardar.`,
    },
  },
  newsletter: {
    title: 'Suscribite al boletín',
    emailPlaceholder: 'vos@correo.com.ar',
    success: '¡Gracias por suscribirte! Vas a recibir nuestros artículos en tu correo.',
    error: 'No pudimos completar la suscripción. Probá de nuevo más tarde.',
    required: 'Ingresá tu correo electrónico',
    invalid: 'Ingresá un correo electrónico válido',
  },
  pagination: {
    label: 'Páginas',
    previous: 'Andá a la página anterior',
    next: 'Andá a la página siguiente',
    page: (page) => `Andá a la página ${page}`,
  },
  passwordField: { show: 'Mostrá la contraseña', hide: 'Ocultá la contraseña' },
  postCard: { noImage: 'Nota sin foto' },
  postGrid: {
    error: 'No pudimos cargar las publicaciones. Por favor, probá de nuevo más tarde.',
    loadMore: 'Cargá más publicaciones',
  },
  profilePosts: {
    emptyTitle: 'Todavía no tenés publicaciones',
    emptyMessage: 'Cuando publiques un artículo, lo vas a ver acá.',
  },
  revisionHistory: {
    errorMessage: 'Probá de nuevo en unos momentos.',
    emptyMessage:
      'Cada vez que guardes la publicación, acá va a quedar una versión que vas a poder restaurar.',
    choose: 'Elegí una versión para compararla con el texto actual.',
  },
  searchBox: { placeholder: 'Buscá publicaciones...' },
  statCard: { formatNumber: (value) => new Intl.NumberFormat('es-AR').format(value) },
  themeToggle: { toLight: 'Pasá al tema claro', toDark: 'Pasá al tema oscuro' },
  toast: { close: 'Cerrá la notificación' },
};
