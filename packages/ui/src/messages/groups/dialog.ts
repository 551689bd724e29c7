import { close } from '../shared-copy';

export const dialogMessages = { close };
