/**
 * The registration development mode of accounts-admin §4 exists only in development builds
 * (ARCHITECTURE decision 5): in a production build this is `false` and the bundler drops every branch
 * that depends on it.
 */
export const DEV_MODE_AVAILABLE: boolean = import.meta.env.DEV;

export const DEV_MODE_BANNER = 'Modo desarrollo activado - Sin conexión al backend';
export const DEV_MODE_SWITCH = 'Activar modo desarrollo';
/** The simulated registration succeeds after 1 s (§9). */
export const DEV_REGISTER_DELAY_MS = 1000;

export interface AvailabilityBypass {
  username: boolean;
  email: boolean;
}

const NO_BYPASS: AvailabilityBypass = { username: false, email: false };

/** The local flags `bypassUsernameValidation` / `bypassEmailValidation` ('true'); development only. */
export function readAvailabilityBypass(): AvailabilityBypass {
  if (!DEV_MODE_AVAILABLE) return NO_BYPASS;
  try {
    return {
      username: window.localStorage.getItem('bypassUsernameValidation') === 'true',
      email: window.localStorage.getItem('bypassEmailValidation') === 'true',
    };
  } catch {
    return NO_BYPASS;
  }
}
