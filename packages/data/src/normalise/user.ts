import type { UserWire } from '../schemas/user';
import { textOrNull } from './blank';

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
export function normaliseUser(wire: UserWire): User {
  return {
    id: wire.id,
    username: textOrNull(wire.username) ?? 'usuario',
    email: wire.email,
    firstName: textOrNull(wire.first_name) ?? 'Usuario',
    lastName: wire.last_name,
    isSuperuser: wire.is_superuser,
    dateJoined: textOrNull(wire.date_joined),
    // The address when there is one: the inline thumbnail is for clients that cannot show addresses.
    avatar: textOrNull(wire.avatar_url) ?? textOrNull(wire.avatar),
  };
}
