export type LooseRecord = Record<string, unknown>;

export function asRecord(value: unknown): LooseRecord {
  return value !== null && typeof value === 'object' ? (value as LooseRecord) : {};
}

/** The first of the named fields that holds a non-empty string. */
export function pickString(record: LooseRecord, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The first of the named fields that holds a finite number (numeric strings count). */
export function pickNumber(record: LooseRecord, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = record[key];
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  }
  return null;
}
