import { newTabNote } from '../shared-copy';

export const externalLinkMessages = { newTabNote };
