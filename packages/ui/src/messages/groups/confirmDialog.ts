import { cancel, close } from '../shared-copy';

export const confirmDialogMessages = { cancel, close };
