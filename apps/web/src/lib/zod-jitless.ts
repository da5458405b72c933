import { z } from 'zod';

// Our Content-Security-Policy forbids eval. Zod probes for it (`new Function`) when it builds its
// first object schema, and the blocked probe alone is reported as a violation. Imported first by
// main.tsx, so this runs before any schema module does.
z.config({ jitless: true });
