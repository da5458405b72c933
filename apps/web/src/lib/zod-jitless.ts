// Our Content-Security-Policy forbids eval. Zod probes for it (`new Function`) when it builds its
// first object schema, and the blocked probe alone is reported as a violation. Zod reads its
// settings from this global when it loads, so setting it here, without importing zod, keeps zod
// itself out of the first screen; main.tsx imports this first, before any chunk that builds a
// schema can load.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
