import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { updateAvatar } from './avatar.handlers';

export const usersRouter = new Hono<AppEnv>({ strict: false }).put('/avatar', updateAvatar);
