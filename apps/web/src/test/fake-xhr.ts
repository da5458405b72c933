import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

/**
 * An XMLHttpRequest stand-in for the uploads (fetch cannot report upload progress): records each
 * request and lets a test play the server, at once through `answer` or later with `respond`.
 * Installed with `installFakeXhr`; the test file's `vi.unstubAllGlobals()` removes it.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  /** Answers each request as it is sent; without it, requests wait for `respond`. */
  static answer: ((request: FakeXhr) => Answer) | undefined;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
    const answer = FakeXhr.answer?.(this);
    if (answer) queueMicrotask(() => this.respond(answer.status, answer.body));
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  abort() {
    this.onabort?.();
  }
}

export function installFakeXhr(answer?: (request: FakeXhr) => Answer): typeof FakeXhr {
  FakeXhr.requests = [];
  FakeXhr.answer = answer;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
