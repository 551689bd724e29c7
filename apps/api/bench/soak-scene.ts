/** What the soak's requests act on: published posts to read and comment on, and signed-in readers. */
export interface SoakScene {
  postIds: number[];
  /** Bearer tokens of readers who write and delete their own comments. */
  readerTokens: string[];
  /** Signs the readers in again: access tokens last 15 minutes, a soak may last longer. */
  renewTokens(): Promise<void>;
}

async function call(base: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  const body = await response.json().catch(() => undefined);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function login(base: string, username: string, password: string): Promise<string> {
  const answer = (await call(base, '/api/auth/token/', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  })) as { access: string };
  return answer.access;
}

/** Signs in the admin the server created from ADMIN_* and registers `readers` readers. */
export async function prepareSoakScene(
  base: string,
  admin: { username: string; password: string },
  readers: number,
): Promise<SoakScene> {
  // The admin comes from ADMIN_*; signing in proves the server created it.
  await login(base, admin.username, admin.password);
  const posts = (await call(base, '/api/publicaciones?limite=50')) as { ID_publicaciones: number }[];
  if (posts.length === 0) throw new Error('the server has no published posts (is DEMO_CONTENT off?)');
  const readerTokens: string[] = [];
  const usernames: string[] = [];
  const password = 'Soak12345';
  for (let index = 0; index < readers; index += 1) {
    const username = `soak_${index}_${Date.now().toString(36)}`;
    usernames.push(username);
    await call(base, '/api/auth/register/', {
      method: 'POST',
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password,
        password2: password,
        first_name: 'Lectora',
        last_name: 'de Prueba',
      }),
    });
    readerTokens.push(await login(base, username, password));
  }
  return {
    postIds: posts.map((post) => post.ID_publicaciones),
    readerTokens,
    async renewTokens() {
      for (const [index, username] of usernames.entries()) {
        readerTokens[index] = await login(base, username, password);
      }
    },
  };
}
