import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FitAmount } from './fit-amount';

describe('FitAmount', () => {
  it('shows the whole figure, sized to its box by its length, never cut with an ellipsis', () => {
    render(<FitAmount value="₦824,754,999,334.12" data-testid="figure" className="font-bold" />);
    const figure = screen.getByTestId('figure');
    expect(figure.textContent).toBe('₦824,754,999,334.12');
    expect(figure.className).not.toMatch(/truncate/);
    // 19 characters at 0.62 em each fill the container's width.
    expect(figure.style.getPropertyValue('--fit')).toBe('calc(100cqi / 11.78)');
    expect(figure.parentElement?.className).toBe('@container');
  });

  it('may wrap only between digit groups, after a comma', () => {
    render(<FitAmount value="₦123,456,789.12" data-testid="figure" />);
    const figure = screen.getByTestId('figure');
    expect(figure.querySelectorAll('wbr')).toHaveLength(2);
    expect(figure.innerHTML).toBe('₦123,<wbr>456,<wbr>789.12');
  });
});
