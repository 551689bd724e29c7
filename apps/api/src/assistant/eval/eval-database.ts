import type { Database } from '../../db/client';
import { seedDatabase } from '../../db/seed';
import { createTestDatabase } from '../../test/test-database';

/** A fresh embedded database holding the demo articles, as the evaluation scripts ask them. */
export async function demoDatabase(): Promise<Database> {
  const database = await createTestDatabase();
  await seedDatabase(database.db, {
    demoContent: true,
    admin: { username: 'admin', email: 'admin@example.com', password: 'Admin12345' },
    log: () => {},
  });
  return database;
}
