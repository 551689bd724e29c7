import type { ChildProcess } from 'node:child_process';

export interface SessionTokens {
  access: string;
  refresh: string;
  username: string;
  is_superuser: boolean;
}

export declare function freePort(): Promise<number>;
export declare function startProductionServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  echo?: boolean;
  timeoutMs?: number;
}): Promise<ChildProcess>;
export declare function storeSession(tokens: SessionTokens): void;
