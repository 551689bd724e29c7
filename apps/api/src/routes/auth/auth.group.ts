import { jsonRoutes } from '../../http/json-route';

/** The auth routes of every file here, documented under one tag. */
export const auth = jsonRoutes('auth');
