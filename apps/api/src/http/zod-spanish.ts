import { z } from 'zod';

// zod's own messages, for a rule without a Spanish message of its own, in the users' language. zod's
// configuration is global, so it is set once, when this module loads: the validation hook every router
// shares imports it, so it happens at startup for the server and for every test that builds an app or
// a router. A message a schema sets itself still wins over the locale.
z.config(z.locales.es());
