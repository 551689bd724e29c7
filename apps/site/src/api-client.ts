import type { ApiClient, ApiClientOptions } from '@pupitre/data';
import { loadCalls, refreshSession } from './queries/api-calls';
import { tokenStore } from './session/token-store';

/** The site and the API share an origin: in development Vite proxies /api to the API server. */
const API_BASE = '/api';

/**
 * A client whose code (redaxios, the answers' parsing) arrives with the calls chunk at the first
 * request: a page that hydrates from the server's data and only reads never downloads it.
 */
function clientOnDemand(options: ApiClientOptions): ApiClient {
  let client: ApiClient | undefined;
  return {
    async request(method, path, schema, body, requestOptions) {
      client ??= (await loadCalls()).createApiClient(options);
      return client.request(method, path, schema, body, requestOptions);
    },
  };
}

const bareClient = clientOnDemand({ baseURL: API_BASE });
let renewal: Promise<string | null> | null = null;

/**
 * Refresh tokens rotate (a spent one is refused), so concurrent 401s must share one renewal.
 * A failed renewal ends the session.
 */
function renewAccessToken(): Promise<string | null> {
  renewal ??= (async () => {
    const refresh = tokenStore.refreshToken();
    if (!refresh) return null;
    try {
      const tokens = await refreshSession(bareClient, refresh);
      tokenStore.saveTokens(tokens.access, tokens.refresh);
      return tokens.access;
    } catch {
      tokenStore.clear();
      return null;
    }
  })().finally(() => {
    renewal = null;
  });
  return renewal;
}

export const apiClient = clientOnDemand({
  baseURL: API_BASE,
  getToken: tokenStore.accessToken,
  refreshToken: renewAccessToken,
});
