import { isIP } from 'node:net';
import type { AppConfig } from './app-env';

type EmailConfig = Pick<AppConfig, 'siteEmail' | 'publicUrl'>;

/**
 * The public URL's host name without a leading "www.", when it is a domain mail can be delivered to;
 * null for an IP literal, `localhost` (and its subdomains) or a single-label name, which no mail
 * server outside this machine resolves.
 */
export function mailDomainOf(publicUrl: string): string | null {
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) !== 0) return null;
  const name = host.replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) return null;
  return name.replace(/^www\./, '');
}

/** Where readers write to: SITE_EMAIL, or contacto@ the public URL's domain; null when there is neither. */
export function siteEmailOf(config: EmailConfig): string | null {
  if (config.siteEmail) return config.siteEmail;
  const domain = mailDomainOf(config.publicUrl);
  return domain ? `contacto@${domain}` : null;
}

/**
 * The sender of the site's emails: no-responder@ the public URL's domain, else SITE_EMAIL's domain;
 * undefined when neither is known (the mailer's own default then applies).
 */
export function senderAddress(config: EmailConfig): string | undefined {
  const domain = mailDomainOf(config.publicUrl) ?? config.siteEmail?.split('@')[1];
  return domain ? `Pupitre <no-responder@${domain}>` : undefined;
}

/** Said once at start when no page can show an address readers could write to. */
export function siteEmailWarning(config: EmailConfig): string | null {
  if (siteEmailOf(config)) return null;
  return `PUBLIC_URL (${config.publicUrl}) has no domain name and SITE_EMAIL is unset: the pages show no contact address and emails go out from the mailer's default sender. Set SITE_EMAIL.`;
}
