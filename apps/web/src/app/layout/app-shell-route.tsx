import { AppShell } from './app-shell';

/** The signed-in shell as a lazily loaded route (see router.tsx). */
export function Component() {
  return <AppShell />;
}
