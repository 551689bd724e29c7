import type { NewsletterStat } from '@pupitre/data';

/** A post's newsletter in one line of its card: to how many, and what failed or waits. */
export function newsletterNote(stat: NewsletterStat | undefined): string | undefined {
  if (!stat) return undefined;
  if (stat.terminado === null && stat.destinatarios === 0) return 'Newsletter: preparando el envío';
  const parts = [`Newsletter: ${stat.enviados} de ${stat.destinatarios} enviados`];
  if (stat.fallidos > 0) parts.push(`${stat.fallidos} ${stat.fallidos === 1 ? 'fallido' : 'fallidos'}`);
  if (stat.pendientes > 0)
    parts.push(`${stat.pendientes} ${stat.pendientes === 1 ? 'pendiente' : 'pendientes'}`);
  return parts.join(', ');
}
