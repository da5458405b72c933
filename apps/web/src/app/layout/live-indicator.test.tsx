import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveStatusContext } from '../../lib/live-updates/live-status';
import type { LiveStatus } from '../../lib/live-updates/live-socket';
import { LiveIndicator } from './live-indicator';

function withStatus(status: LiveStatus) {
  return (
    <LiveStatusContext.Provider value={status}>
      <LiveIndicator />
    </LiveStatusContext.Provider>
  );
}

describe('LiveIndicator', () => {
  it('shows the marker without a ping on the first connection', () => {
    const view = render(withStatus('connecting'));
    expect(screen.queryByTestId('live-banner')).toBeNull();
    view.rerender(withStatus('connected'));
    expect(screen.getByTestId('live-banner').textContent).toBe('Live updates connected');
    expect(screen.queryByTestId('live-ping')).toBeNull();
  });

  it('pings when the socket comes back after a drop, and again after the next one', () => {
    const view = render(withStatus('connected'));
    expect(screen.queryByTestId('live-ping')).toBeNull();
    view.rerender(withStatus('disconnected'));
    expect(screen.queryByTestId('live-banner')).toBeNull();
    view.rerender(withStatus('connecting'));
    view.rerender(withStatus('connected'));
    expect(screen.queryByTestId('live-ping')).not.toBeNull();
    view.rerender(withStatus('disconnected'));
    view.rerender(withStatus('connected'));
    expect(screen.queryByTestId('live-ping')).not.toBeNull();
  });
});
