import type { AppConfig } from './app-env';

/** The public URL's host name, without a leading "www.": the domain the site's addresses live on. */
const domainOf = (publicUrl: string) => new URL(publicUrl).hostname.replace(/^www\./, '');

/** Where readers write to: SITE_EMAIL, or contacto@ the public URL's domain. */
export function siteEmailOf(config: Pick<AppConfig, 'siteEmail' | 'publicUrl'>): string {
  return config.siteEmail ?? `contacto@${domainOf(config.publicUrl)}`;
}

/** The sender of the site's emails: a no-reply address on the public URL's domain. */
export function senderAddress(publicUrl: string): string {
  return `Pupitre <no-responder@${domainOf(publicUrl)}>`;
}
