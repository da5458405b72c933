import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '../../../test/fake-xhr';
import { DocumentUpload } from './document-upload';

afterEach(() => vi.unstubAllGlobals());

describe('document upload', () => {
  it('keeps the file input focusable while it uploads, so keyboard focus does not fall to <body>', async () => {
    const uploads = installFakeXhr();
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
    expect(uploads.requests.map((r) => [r.method, r.url])).toEqual([['POST', '/api/uploads']]);
    uploads.requests[0]!.respond(201, { id: 'u1', url: '/api/uploads/u1' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('/api/uploads/u1'));
    expect(input.getAttribute('aria-disabled')).toBeNull();
  });
});
