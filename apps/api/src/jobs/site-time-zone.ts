import { DEFAULT_SITE_TIME_ZONE } from '@pupitre/data';
import type { AppConfig } from '../app-env';

/** Whether `name` is a zone this runtime's Intl knows (an IANA name such as Europe/Madrid). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('es', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const siteTimeZoneOf = (config: AppConfig) => config.siteTimeZone ?? DEFAULT_SITE_TIME_ZONE;
