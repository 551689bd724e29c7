export const statusBadgeMessages = { publicado: 'Publicado', borrador: 'Borrador' };
