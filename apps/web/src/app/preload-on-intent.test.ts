import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT_MS, preloadOnIntent } from './preload-on-intent';

const shell = vi.fn(() => Promise.resolve({}));
const send = vi.fn(() => Promise.resolve({}));
const receive = vi.fn(() => Promise.resolve({}));
const routes: RouteObject[] = [
  {
    lazy: shell,
    children: [
      { path: '/withdraw', lazy: send },
      { path: '/deposits', lazy: receive },
    ],
  },
];

let stop: () => void;

function link(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = '<svg></svg><span>Go</span>';
  document.body.append(a);
  return a;
}

function pointer(type: string, target: Element, pointerType: string, relatedTarget: Element | null = null) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType, relatedTarget }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  stop = preloadOnIntent(routes);
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('preloadOnIntent', () => {
  it('loads a screen once a mouse has rested on its link, with the layouts above it', () => {
    const a = link('/withdraw');
    pointer('pointerover', a.querySelector('span')!, 'mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledTimes(1);
    expect(receive).not.toHaveBeenCalled();
  });

  it('loads nothing for a mouse that passes over a link', () => {
    const a = link('/withdraw');
    pointer('pointerover', a, 'mouse');
    pointer('pointerout', a, 'mouse', document.body);
    vi.advanceTimersByTime(HOVER_INTENT_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the hover when the mouse moves between the parts of one link', () => {
    const a = link('/withdraw');
    const [icon, text] = [a.querySelector('svg')!, a.querySelector('span')!];
    pointer('pointerover', icon, 'mouse');
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    pointer('pointerout', icon, 'mouse', text);
    pointer('pointerover', text, 'mouse', icon);
    vi.advanceTimersByTime(HOVER_INTENT_MS / 2);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('loads at once for a finger on a link and for keyboard focus, and only once per screen', () => {
    const withdraw = link('/withdraw');
    pointer('pointerdown', withdraw, 'touch');
    expect(send).toHaveBeenCalledTimes(1);
    pointer('pointerdown', withdraw, 'touch');
    withdraw.focus();
    expect(send).toHaveBeenCalledTimes(1);

    link('/deposits?asset=ETH').focus();
    expect(receive).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download, and ignores links that leave the app', async () => {
    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const a = link('/withdraw');
    pointer('pointerdown', a, 'touch');
    await vi.runAllTimersAsync();
    pointer('pointerdown', a, 'touch');
    expect(send).toHaveBeenCalledTimes(2);

    pointer('pointerdown', link('https://example.com/withdraw'), 'touch');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('loads the screen a form leads to once the user types in it, not when a field takes focus', () => {
    document.body.innerHTML = '<form data-preload-route="/deposits"><input name="email"></form>';
    const field = document.querySelector('input')!;
    field.focus();
    expect(receive).not.toHaveBeenCalled();
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(receive).toHaveBeenCalledTimes(1);
  });

  it('stops listening when removed', () => {
    stop();
    pointer('pointerdown', link('/withdraw'), 'touch');
    expect(send).not.toHaveBeenCalled();
  });
});
