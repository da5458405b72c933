import type { Balance } from '@app/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBalance } from '../../../test/factories';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithSession } from '../../../test/render';
import { findToast, shownToasts } from '../../../test/toasts';
import { qrFileName } from '../lib/save-qr';
import { QrAddressCard } from './qr-address-card';
import { QrReceivePanel } from './qr-receive-panel';
import { TagReceivePanel } from './tag-receive-panel';

const EVM = '0x74Da71fc0A2D3A4455CB02f00e8A2622caA54808';
const balances: Balance[] = [
  buildBalance({ id: 'b-ngn', token_symbol: 'NGN', token_name: 'Nigerian Naira', address: '', chain: null }),
  buildBalance({ id: 'b-eth', token_symbol: 'ETH', token_name: 'Ethereum', address: EVM, chain: 'ethereum' }),
  buildBalance({ id: 'b-usdc', token_symbol: 'USDC', token_name: 'USD Coin', address: EVM, chain: 'base' }),
  buildBalance({ id: 'b-strk', token_symbol: 'STRK', token_name: 'Starknet', address: '', chain: 'starknet' }),
];

/** jsdom has no 2D canvas: hand QRCodeCanvas and Save QR a recording stand-in. */
function fakeCanvas() {
  const ctx = {
    scale: vi.fn(),
    fillRect: vi.fn(),
    fill: vi.fn(),
    drawImage: vi.fn(),
    fillText: vi.fn(),
  } as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => ctx) as unknown as HTMLCanvasElement['getContext'],
  );
  return ctx;
}

const restores: (() => void)[] = [];
function stubProperty(target: object, key: string, value: unknown) {
  const had = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  restores.push(() => (had ? Object.defineProperty(target, key, had) : Reflect.deleteProperty(target, key)));
}

/** jsdom has no clipboard: a secure page with one that records what is written. */
function fakeClipboard() {
  const writeText = vi.fn(async (_text: string) => undefined);
  stubProperty(window, 'isSecureContext', true);
  stubProperty(navigator, 'clipboard', { writeText });
  return writeText;
}

beforeEach(() => {
  fakeCanvas();
});

afterEach(() => {
  restores.splice(0).forEach((restore) => restore());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('QR tab', () => {
  it("shows 'Loading tokens...' and then 'No tokens available' when there are none", async () => {
    mockFetch([{ path: '/api/balances', body: [] }]);
    renderWithSession(<QrReceivePanel tag="ada" />);
    expect(screen.getByText('Loading tokens...')).toBeTruthy();
    expect(await screen.findByText('No tokens available')).toBeTruthy();
  });

  it('counts tokens with an address, dims the rest as "Address not set", and shows the QR of the first', async () => {
    mockFetch([{ path: '/api/balances', body: balances }]);
    renderWithSession(<QrReceivePanel tag="ada" />);
    expect((await screen.findByTestId('qr-available-count')).textContent).toBe('2 available');

    const options = screen.getAllByTestId('qr-token-option');
    expect(options.map((o) => [o.dataset.symbol, o.dataset.available])).toEqual([
      ['NGN', 'false'],
      ['ETH', 'true'],
      ['USDC', 'true'],
      ['STRK', 'false'],
    ]);
    for (const dimmed of [options[0]!, options[3]!]) {
      expect(dimmed.className).toContain('border-dashed');
      expect(within(dimmed).getByText('Address not set')).toBeTruthy();
    }
    expect(options[1]!.className).not.toContain('border-dashed');
    expect(options[1]!.getAttribute('aria-pressed')).toBe('true');

    const qr = screen.getByTestId('qr-code');
    expect(qr.tagName).toBe('CANVAS');
    expect(qr.getAttribute('width')).toBe('200');
    expect(screen.getByTestId('qr-address').textContent).toBe(EVM);
    expect(screen.getByText('Send ETH to')).toBeTruthy();
    expect(screen.getByTestId('qr-tag').textContent).toBe('@ada');
    expect(screen.getByTestId('qr-network').textContent).toContain('Ethereum network');
    expect(screen.getByTestId('qr-network-warning').textContent).toContain('Send only ETH on the Ethereum network');
  });

  it("shows 'Address Not Configured' for a token without an address", async () => {
    mockFetch([{ path: '/api/balances', body: balances }]);
    renderWithSession(<QrReceivePanel tag="ada" />);
    fireEvent.click((await screen.findAllByTestId('qr-token-option'))[0]!);
    expect(screen.getByText('Address Not Configured')).toBeTruthy();
    expect(screen.getByText('Nigerian Naira wallet address is not set up yet.')).toBeTruthy();
    expect(screen.queryByTestId('qr-code')).toBeNull();

    fireEvent.click(screen.getAllByTestId('qr-token-option')[2]!);
    expect(screen.getByText('Send USDC to')).toBeTruthy();
    expect(screen.getByTestId('qr-network').textContent).toContain('Base network');
  });

  it('preselects the token named in ?asset=', async () => {
    mockFetch([{ path: '/api/balances', body: balances }]);
    renderWithSession(<QrReceivePanel tag="ada" />, { path: '/deposits?asset=usdc' });
    expect((await screen.findByTestId('qr-details')).dataset.symbol).toBe('USDC');
  });
});

describe('Save QR', () => {
  it('names the PNG from the tag and token', () => {
    expect(qrFileName('demo', 'ETH')).toBe('demo-eth-qr.png');
    expect(qrFileName('@Ada_Lovelace', 'USDC')).toBe('ada_lovelace-usdc-qr.png');
  });

  it('downloads a PNG drawn from the QR canvas, named <tag>-<symbol>-qr.png', async () => {
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    // jsdom has no object URLs.
    stubProperty(
      URL,
      'createObjectURL',
      vi.fn(() => 'blob:qr'),
    );
    stubProperty(URL, 'revokeObjectURL', vi.fn());
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });

    render(<QrAddressCard balance={balances[1]!} tag="demo" />);
    fireEvent.click(screen.getByTestId('save-qr'));
    await waitFor(() => expect(downloads).toEqual([{ name: 'demo-eth-qr.png', href: 'blob:qr' }]));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
  });
});

describe('Receive by Tag', () => {
  it("Copy Tag shows 'Copied!' and goes back after 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = fakeClipboard();
    render(<TagReceivePanel tag="ada" />);
    expect(screen.getByTestId('receive-tag').textContent).toBe('@ada');
    const button = screen.getByTestId('copy-tag');
    expect(button.textContent).toBe('Copy Tag');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('@ada');
    expect(button.textContent).toBe('Copied!');

    act(() => vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Copy Tag');
  });

  it('Share uses the share sheet when the device has one', async () => {
    const share = vi.fn(async () => undefined);
    stubProperty(navigator, 'share', share);
    render(<TagReceivePanel tag="ada" />);
    fireEvent.click(screen.getByTestId('share'));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('@ada') })),
    );
    expect(shownToasts()).toHaveLength(0);
  });

  it('Share falls back to copying when the device cannot share', async () => {
    const writeText = fakeClipboard();
    stubProperty(navigator, 'share', undefined);
    render(<TagReceivePanel tag="ada" />);
    fireEvent.click(screen.getByTestId('share'));
    expect((await findToast('Tag copied to clipboard')).dataset.type).toBe('success');
    expect(writeText).toHaveBeenCalledWith('@ada');
  });
});
