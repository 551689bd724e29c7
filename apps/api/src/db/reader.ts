import type { AppConfig } from '../app-env';
import type { Db } from './client';

/** What a read needs to answer: the database and the public origin image links are built from. */
export interface Reader {
  db: Db;
  config: Pick<AppConfig, 'publicUrl'>;
}
