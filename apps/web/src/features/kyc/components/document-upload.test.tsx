import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentUpload } from './document-upload';

let finish: (value: { id: string; url: string }) => void = () => {};
vi.mock('../api/upload-document', () => ({
  uploadDocument: vi.fn(() => new Promise((resolve) => (finish = resolve))),
}));

describe('document upload', () => {
  it('keeps the file input focusable while it uploads, so keyboard focus does not fall to <body>', async () => {
    const onChange = vi.fn();
    render(<DocumentUpload label="ID Document" hint="NIN" value="" onChange={onChange} testId="doc" />);
    const input = screen.getByTestId<HTMLInputElement>('doc-input');
    input.focus();
    const file = new File(['x'], 'nin.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('doc').dataset.state).toBe('uploading'));
    expect(input.disabled).toBe(false);
    expect(input.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(input);
    // A click while uploading does not open the picker again.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    input.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    finish({ id: 'u1', url: '/api/uploads/u1' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/api/uploads/u1'));
    expect(input.getAttribute('aria-disabled')).toBeNull();
  });
});
