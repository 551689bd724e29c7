import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getImage } from './imagenes.handlers';

export const imagenesRouter = new Hono<AppEnv>().get('/:id', getImage);
