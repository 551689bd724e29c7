export const categoryShortcutsMessages = { hint: 'Ver publicaciones recientes' };
