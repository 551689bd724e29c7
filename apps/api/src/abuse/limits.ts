import type { Limit } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Abuse limits per client address (ip) or per account. */
export const limits = {
  failedLoginPerIp: { name: 'login-fail-ip', max: 10, windowSeconds: 15 * MINUTE },
  failedLoginPerAccount: { name: 'login-fail-account', max: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 10, windowSeconds: HOUR },
  passwordResetPerIp: { name: 'password-reset-ip', max: 5, windowSeconds: HOUR },
  passwordResetPerEmail: { name: 'password-reset-email', max: 3, windowSeconds: HOUR },
  chatbotPerIp: { name: 'chatbot-ip', max: 30, windowSeconds: 5 * MINUTE },
  contactPerIp: { name: 'contact-ip', max: 5, windowSeconds: HOUR },
  newsletterPerIp: { name: 'newsletter-ip', max: 10, windowSeconds: HOUR },
} satisfies Record<string, Limit>;
