import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { toast, Toaster } from '../components/ui/toast';
import { FakeWebSocket } from './fake-websocket';

// Screens load lazily (their code is a separate chunk, imported on first render): on a busy machine
// the first import of a route's module graph can take a few seconds.
configure({ asyncUtilTimeout: 5_000 });
// jsdom has no ResizeObserver; Radix's radio group (choice cards) sizes its
// indicator with one. Nothing under test depends on the measurement.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// No test talks to a real socket server: the shell's live-updates connection gets a fake. Set for
// the whole run, not with `vi.stubGlobal`: test files that `vi.unstubAllGlobals()` after each test
// would otherwise hand a socket opened late (a reconnect after the test) the real WebSocket, which
// connects to whatever listens on localhost:3000.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
beforeEach(() => FakeWebSocket.reset());

// Every test has the app's toaster mounted, as the root layout does: toasts show in the DOM
// (see `./toasts.ts`) and expire on their real timers.
beforeEach(() => {
  render(createElement(Toaster));
});

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its store in module state; start each test with none.
  toast.remove();
  window.localStorage.clear();
});
