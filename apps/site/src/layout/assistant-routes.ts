import { sectionPrefixes } from '../paths';

/**
 * Whether the assistant belongs on `path`. Not on the admin screens: its promo covered the editor's
 * "Exportar JSON" for 15 s and, at 768 px, its button sat over the content box.
 */
export function showsAssistant(path: string): boolean {
  // The trailing slash makes "/admin" itself part of the section, and keeps "/administracion" out of it.
  return !`${path}/`.startsWith(sectionPrefixes.admin);
}
