import { ApiError } from '@pupitre/data';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { availabilityKeys, availabilityQueries } from './availability';
import { fakeClient } from './testing/fake-client';

const ask = (answers: Record<string, unknown>, field: 'username' | 'email', value: string) => {
  const client = fakeClient(answers);
  return { client, result: new QueryClient().fetchQuery(availabilityQueries.of(client, field, value)) };
};

describe('availability checks', () => {
  it('key each value under its field', () => {
    const client = fakeClient({});
    expect(availabilityQueries.of(client, 'username', 'ana').queryKey).toEqual(
      availabilityKeys.of('username', 'ana'),
    );
    expect(availabilityKeys.of('email', 'ana@example.org')).toEqual([
      'disponibilidad',
      'email',
      'ana@example.org',
    ]);
  });

  it('ask the username check and the email check of the spec', async () => {
    const username = ask(
      { 'GET /auth/user/ana.perez/check': { available: true, message: '' } },
      'username',
      'ana.perez',
    );
    await expect(username.result).resolves.toBe('available');
    const email = ask(
      { 'POST /auth/email/check': { available: false, message: '' } },
      'email',
      'ana@example.org',
    );
    await expect(email.result).resolves.toBe('taken');
    expect(email.client.requests[0]?.body).toEqual({ email: 'ana@example.org' });
  });

  it('count a failed check as available: the register call has the last word', async () => {
    const { result } = ask({ 'POST /auth/email/check': new ApiError(500, 'Error 500') }, 'email', 'a@b.org');
    await expect(result).resolves.toBe('available');
  });

  it('reuse an answer for a minute, without retrying', () => {
    const options = availabilityQueries.of(fakeClient({}), 'email', 'a@b.org');
    expect(options.staleTime).toBe(60_000);
    expect(options.retry).toBe(false);
  });
});
