import { customType } from 'drizzle-orm/pg-core';

// PGlite answers bytea as Uint8Array and postgres.js as Buffer: both become a Buffer here.
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});
