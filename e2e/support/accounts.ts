import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { storeSession } from '../../scripts/production-server.mjs';
import { gotoLive } from './live-page';

export const ADMIN = { username: 'admin', password: 'Administrador-e2e-2025' };

let counter = 0;

/** A fresh reader account, registered through the API; `names` replaces its names or its username. */
export async function registerReader(
  request: APIRequestContext,
  baseURL: string,
  names: { first_name?: string; last_name?: string; username?: string } = {},
) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const reader = {
    first_name: names.first_name ?? 'Lectora',
    last_name: names.last_name ?? 'Prueba',
    username: names.username ?? `lectora${suffix}`,
    email: `lectora${suffix}@example.org`,
    password: 'Aprender-2025',
    password2: 'Aprender-2025',
  };
  // The server trusts one proxy hop here (global-setup): each reader registers from an address of its
  // own, so the per-address registration limit counts readers, not the whole suite on 127.0.0.1.
  const address = `10.77.${(counter >> 8) & 255}.${counter & 255}`;
  const response = await request.post(`${baseURL}/api/auth/register/`, {
    data: reader,
    headers: { 'X-Forwarded-For': address },
  });
  expect(response.status(), await response.text()).toBe(201);
  return {
    username: reader.username,
    email: reader.email,
    password: reader.password,
    firstName: reader.first_name,
  };
}

/** Logs in through the API and stores the session the way the site does ('Recordarme' on). */
export async function signIn(page: Page, baseURL: string, username: string, password: string) {
  const response = await page.request.post(`${baseURL}/api/auth/token/`, { data: { username, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as {
    access: string;
    refresh: string;
    username: string;
    is_superuser: boolean;
  };
  await gotoLive(page, '/home');
  await page.evaluate(storeSession, answer);
}
