/** Port of the server the suite starts (and talks to directly for API helpers). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const API_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Shared secret of the sandbox funding webhook; passed to the e2e server by playwright.config.ts. */
export const WEBHOOK_SECRET = process.env.E2E_WEBHOOK_SECRET ?? 'sandbox-funding-e2e-secret';

/** Phone viewport for layout checks. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

export const DEMO_USER = { tag: 'demo', email: 'demo@wallet.test', password: 'demo-pass-2026' } as const;
export const DEMO_ADMIN = { tag: 'demo_admin', email: 'admin@wallet.test', password: 'admin-pass-2026' } as const;
