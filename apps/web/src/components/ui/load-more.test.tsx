import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

const query = (over: Partial<Parameters<typeof LoadMore>[0]['query']> = {}) => ({
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  ...over,
});

describe('LoadMore', () => {
  it('loads the next page on click while there is one', () => {
    const q = query({ hasNextPage: true });
    render(<LoadMore query={q} end={<p>All shown</p>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
    expect(screen.queryByText('All shown')).toBeNull();
  });

  it('shows the end once there is no next page, and nothing without one', () => {
    const { container, rerender } = render(<LoadMore query={query()} end={<p>All shown</p>} />);
    expect(screen.getByText('All shown')).toBeTruthy();
    rerender(<LoadMore query={query()} />);
    expect(container.innerHTML).toBe('');
  });

  it('says when the next page failed, beside the button to try again', () => {
    render(<LoadMore query={query({ hasNextPage: true, isFetchNextPageError: true })} />);
    expect(screen.getByRole('alert').textContent).toBe("Couldn't load more. Please try again.");
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
