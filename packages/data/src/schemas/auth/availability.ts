import { z } from 'zod';
import { emailRules, usernameRules } from './register';

/** GET /api/auth/user/{username}/check and POST /api/auth/email/check answer the same shape. */
export const availabilitySchema = z.object({ available: z.boolean(), message: z.string() });

/** The username as the check sends it: the register form's rule (trimmed, lower-cased). */
export const usernameCheckSchema = usernameRules;

/** POST /api/auth/email/check. */
export const emailCheckRequestSchema = z.object({ email: emailRules });
