import { retry } from '../shared-copy';

export const errorStateMessages = { retry };
