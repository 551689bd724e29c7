import { asRecord, pickNumber, pickString } from './pick';

export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  dateJoined: string | null;
  avatar: string | null;
}

/** Defaults of the spec's profile: first_name 'Usuario', username 'usuario'. */
export function normaliseUser(raw: unknown): User {
  const record = asRecord(raw);
  return {
    id: pickNumber(record, 'id', 'user_id', 'userId') ?? 0,
    username: pickString(record, 'username') ?? 'usuario',
    email: pickString(record, 'email') ?? '',
    firstName: pickString(record, 'first_name') ?? 'Usuario',
    lastName: pickString(record, 'last_name') ?? '',
    isSuperuser: record.is_superuser === true || record.is_superuser === 'true',
    dateJoined: pickString(record, 'date_joined'),
    avatar: pickString(record, 'avatar'),
  };
}
