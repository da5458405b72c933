import { test as base } from '@playwright/test';
import { registerUser, type RegisteredUser } from './api';

/** `test` with a `newUser` fixture: a fresh account registered through the API for each test. */
export const test = base.extend<{ newUser: RegisteredUser }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires object destructuring here
  newUser: async ({}, use, testInfo) => {
    await use(await registerUser(`e2e${testInfo.workerIndex}`));
  },
});

export { expect } from '@playwright/test';
