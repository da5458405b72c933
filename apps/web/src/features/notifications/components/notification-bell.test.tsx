import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { STARTUP_MS } from '../../../lib/use-after-startup';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

const notifications = [
  { id: 'n1', title: 'Deposit received', body: 'You received 0.5 ETH', created_at: new Date().toISOString() },
  { id: 'n2', title: 'KYC update', body: 'Your documents are under review', created_at: '2024-01-02T10:00:00.000Z' },
];

describe('notification bell', () => {
  it('shows the unread count and removes an item as soon as it is clicked', async () => {
    const read = new Set<string>();
    const { calls } = mockFetch([
      { path: '/api/notifications/unread', body: () => notifications.filter((n) => !read.has(n.id)) },
      { method: 'PUT', path: '/api/notifications/n1', body: { ok: true } },
    ]);
    renderWithSession(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('2');

    // The bell's name carries the count it shows. Pressed before its dropdown's code has loaded,
    // it opens the dropdown once the code is in.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect((await screen.findByTestId('notifications-unread-count')).textContent).toBe('2 unread');
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);

    read.add('n1');
    fireEvent.click(screen.getByText('Deposit received'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/notifications/n1')).toBe(true));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
  });

  it('marks every one read at once, and writes a full list of 100 as 99+', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ ...notifications[0]!, id: `m${i}`, title: `Note ${i}` }));
    let unread = hundred;
    const { calls } = mockFetch([
      { path: '/api/notifications/unread', body: () => unread },
      { method: 'POST', path: '/api/notifications/read-all?through=m0', body: () => ((unread = []), { read: 140 }) },
    ]);
    renderWithSession(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('99+');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 99+ unread' }));
    expect((await screen.findByTestId('notifications-unread-count')).textContent).toBe('99+ unread');

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No new notifications')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('notifications-panel'));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it("says 'No new notifications' when the list is empty", async () => {
    mockFetch([{ path: '/api/notifications/unread', body: [] }]);
    renderWithSession(<NotificationBell />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeTruthy();
    expect(screen.getByTestId('notifications-unread-count').textContent).toBe('0 unread');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('asks for the count after the first screen; a bell that has focus keeps it when its dropdown loads', async () => {
    const { calls } = mockFetch([{ path: '/api/notifications/unread', body: notifications }]);
    renderWithSession(<NotificationBell />);
    // The first screen: a plain bell, and no request competing with the screen's own.
    const plain = screen.getByRole('button', { name: 'Notifications' });
    expect(plain.getAttribute('aria-haspopup')).toBeNull();
    plain.focus();
    await new Promise((resolve) => setTimeout(resolve, STARTUP_MS / 2));
    expect(calls.filter((c) => c.path === '/api/notifications/unread')).toHaveLength(0);
    // Then the count, and the Radix trigger in place of the plain button once the dropdown's code is in.
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('aria-haspopup')).toBe('dialog'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBe(document.activeElement);
    expect(screen.queryByTestId('notifications-panel')).toBeNull();
  });
});
