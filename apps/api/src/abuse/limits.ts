import type { Limit } from './rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Abuse limits per client address (ip) or per account. */
export const limits = {
  /** Wrong passwords from one address on one account: the tight limit (OWASP's per-pair throttle). */
  failedLoginPerPair: { name: 'login-fail-pair', max: 5, windowSeconds: 15 * MINUTE },
  /** Wrong passwords from one address over any accounts: stops one client spraying many accounts. */
  failedLoginPerIp: { name: 'login-fail-ip', max: 20, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords on one account from anywhere: past the limit, addresses that already failed on it
   * are refused and everyone waits a growing delay, but an address with no failures still gets in.
   */
  failedLoginPerAccount: { name: 'login-fail-account', max: 20, windowSeconds: HOUR },
  registerPerIp: { name: 'register-ip', max: 10, windowSeconds: HOUR },
  /**
   * Username and email availability checks, together: plenty for a person filling the register form
   * (one check per pause in typing), far too few for a script enumerating accounts.
   */
  availabilityPerIp: { name: 'availability-ip', max: 100, windowSeconds: 10 * MINUTE },
  passwordResetPerIp: { name: 'password-reset-ip', max: 5, windowSeconds: HOUR },
  passwordResetPerEmail: { name: 'password-reset-email', max: 3, windowSeconds: HOUR },
  chatbotPerIp: { name: 'chatbot-ip', max: 30, windowSeconds: 5 * MINUTE },
  contactPerIp: { name: 'contact-ip', max: 5, windowSeconds: HOUR },
  newsletterPerIp: { name: 'newsletter-ip', max: 10, windowSeconds: HOUR },
  /** Every avatar attempt counts, refused ones too: each costs a decode, and a replaced avatar is deleted. */
  avatarUploadsPerUser: { name: 'avatar-upload-user', max: 10, windowSeconds: HOUR },
  /** Covers and body images of one superuser, together: a long post with many screenshots fits. */
  imageUploadsPerUser: { name: 'image-upload-user', max: 100, windowSeconds: HOUR },
  /** New and edited comments of one account, together: a lively conversation fits, a flood does not. */
  commentsPerUserMinute: { name: 'comment-user-minute', max: 10, windowSeconds: MINUTE },
  commentsPerUserDay: { name: 'comment-user-day', max: 100, windowSeconds: DAY },
} satisfies Record<string, Limit>;
