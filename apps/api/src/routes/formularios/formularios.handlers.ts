import { contactSchema, formMessages, newsletterSchema } from '@pupitre/data';
import type { Context } from 'hono';
import { limits } from '../../abuse/limits';
import { clientAddress, enforce } from '../../abuse/rate-limit';
import type { AppEnv } from '../../app-env';
import { mensajesContacto, suscripcionesNewsletter } from '../../db/schema';
import { Status } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { parseInput } from '../../http/validate';

export async function contact(c: Context<AppEnv>) {
  const body = parseInput(contactSchema, await readJson(c));
  await enforce(c.var.db, limits.contactPerIp, clientAddress(c));
  await c.var.db.insert(mensajesContacto).values(body);
  return c.json({ detail: formMessages.contactSent }, Status.CREATED);
}

/** Subscribing twice is not an error: the address is simply kept once. */
export async function subscribe(c: Context<AppEnv>) {
  const { email } = parseInput(newsletterSchema, await readJson(c));
  await enforce(c.var.db, limits.newsletterPerIp, clientAddress(c));
  await c.var.db.insert(suscripcionesNewsletter).values({ email: email.toLowerCase() }).onConflictDoNothing();
  return c.json({ detail: formMessages.newsletterThanks });
}
