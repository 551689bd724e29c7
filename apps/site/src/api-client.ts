import { createApiClient } from '@pupitre/data';

/** The site and the API share an origin: in development Vite proxies /api to the API server. */
export const apiClient = createApiClient({ baseURL: '/api' });
