import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers a transfer request. */
export type TransferMode = 'accept' | 'refuse' | 'duplicate' | 'error500' | 'unavailable503' | 'hang';

export interface FakeTransfer {
  reference: string;
  status: string;
  amount: number;
  account_number: string;
}

/**
 * Local stand-ins for Paystack's and Flutterwave's HTTP APIs, written from their documentation,
 * for testing our HTTP adapters and the routing between providers. Tests steer them through
 * `state` and read back every call they received.
 */
async function startFake(
  handle: (req: IncomingMessage, body: unknown, url: URL, state: FakeState) => [number, unknown] | null,
) {
  const state: FakeState = {
    secret: 'sk_test_fake_provider_secret',
    transferMode: 'accept',
    transferStatus: 'pending',
    balanceKobo: 10_000_000_00,
    transfers: new Map(),
    calls: [],
    queriesDown: false,
  };
  const server: Server = createServer((req, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      state.calls.push({ method: req.method ?? '', path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${state.secret}`) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: false, message: 'Invalid key' }));
        return;
      }
      if (state.queriesDown && !(req.method === 'POST' && /^\/transfers?$/.test(url.pathname))) {
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Service unavailable' }));
        return;
      }
      const answer = handle(req, body, url, state);
      if (answer === null) return; // hang: never answer
      const [status, payload] = answer;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    transferCalls: () => state.calls.filter((c) => c.method === 'POST' && /^\/transfers?$/.test(c.path)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface FakeState {
  secret: string;
  transferMode: TransferMode;
  /** The status a new transfer gets (in the provider's own words). */
  transferStatus: string;
  balanceKobo: number;
  transfers: Map<string, FakeTransfer>;
  calls: { method: string; path: string; body: unknown }[];
  /** Everything but transfer requests answers 503 (name enquiry, status, balance). */
  queriesDown: boolean;
}

const BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Zenith Bank', code: '057' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'United Bank For Africa', code: '033' },
];

/** Paystack: `{ status: true|false, message, data }`, amounts in kobo. */
export const startFakePaystack = () =>
  startFake((req, body, url, state) => {
    const b = body as Record<string, string | number>;
    if (req.method === 'GET' && url.pathname === '/bank') {
      return [200, { status: true, message: 'Banks retrieved', data: BANKS.map((x) => ({ ...x, active: true })) }];
    }
    if (req.method === 'GET' && url.pathname === '/bank/resolve') {
      const account = url.searchParams.get('account_number') ?? '';
      if (account.startsWith('999')) {
        return [422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' }];
      }
      return [
        200,
        {
          status: true,
          message: 'Account number resolved',
          data: { account_number: account, account_name: 'PAYSTACK HOLDER' },
        },
      ];
    }
    if (req.method === 'POST' && url.pathname === '/transferrecipient') {
      return [
        201,
        {
          status: true,
          message: 'Transfer recipient created successfully',
          data: { recipient_code: `RCP_${b.account_number}` },
        },
      ];
    }
    if (req.method === 'POST' && url.pathname === '/transfer') {
      switch (state.transferMode) {
        case 'hang':
          return null;
        case 'refuse':
          return [400, { status: false, message: 'Your balance is not enough to fulfil this request' }];
        case 'error500':
          return [500, { status: false, message: 'Something went wrong' }];
        case 'unavailable503':
          return [503, { status: false, message: 'Service unavailable' }];
        case 'duplicate':
          return [400, { status: false, message: 'Duplicate Transfer Reference' }];
      }
      const reference = String(b.reference);
      if (state.transfers.has(reference)) return [400, { status: false, message: 'Duplicate Transfer Reference' }];
      const recipient = String(b.recipient).replace(/^RCP_/, '');
      state.transfers.set(reference, {
        reference,
        status: state.transferStatus,
        amount: Number(b.amount),
        account_number: recipient,
      });
      return [
        200,
        {
          status: true,
          message: 'Transfer has been queued',
          data: { reference, transfer_code: `TRF_${reference}`, status: state.transferStatus, amount: b.amount },
        },
      ];
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const found = state.transfers.get(decodeURIComponent(verify[1]!));
      if (!found) return [404, { status: false, message: 'Transfer not found' }];
      return [
        200,
        { status: true, message: 'Transfer retrieved', data: { ...found, transfer_code: `TRF_${found.reference}` } },
      ];
    }
    if (req.method === 'GET' && url.pathname === '/balance') {
      return [
        200,
        { status: true, message: 'Balances retrieved', data: [{ currency: 'NGN', balance: state.balanceKobo }] },
      ];
    }
    return [404, { status: false, message: 'Not found' }];
  });

/** Flutterwave v3: `{ status: 'success'|'error', message, data }`, amounts in naira. */
export const startFakeFlutterwave = () =>
  startFake((req, body, url, state) => {
    const b = body as Record<string, string | number>;
    if (req.method === 'GET' && url.pathname === '/banks/NG') {
      return [
        200,
        { status: 'success', message: 'Banks fetched successfully', data: BANKS.map((x, i) => ({ id: i + 1, ...x })) },
      ];
    }
    if (req.method === 'POST' && url.pathname === '/accounts/resolve') {
      if (String(b.account_number).startsWith('999')) {
        return [
          400,
          { status: 'error', message: 'Sorry, that account number is invalid, please check and try again', data: null },
        ];
      }
      return [
        200,
        {
          status: 'success',
          message: 'Account details fetched',
          data: { account_number: b.account_number, account_name: 'FLUTTERWAVE HOLDER' },
        },
      ];
    }
    if (req.method === 'POST' && url.pathname === '/transfers') {
      switch (state.transferMode) {
        case 'hang':
          return null;
        case 'refuse':
          return [400, { status: 'error', message: 'Insufficient funds in customer balance', data: null }];
        case 'error500':
          return [500, { status: 'error', message: 'Internal error', data: null }];
        case 'unavailable503':
          return [503, { status: 'error', message: 'Service unavailable', data: null }];
        case 'duplicate':
          return [400, { status: 'error', message: 'Transfer with this reference already exists', data: null }];
      }
      const reference = String(b.reference);
      state.transfers.set(reference, {
        reference,
        status: state.transferStatus,
        amount: Number(b.amount),
        account_number: String(b.account_number),
      });
      return [
        200,
        {
          status: 'success',
          message: 'Transfer Queued Successfully',
          data: { id: 4242, reference, status: state.transferStatus, amount: b.amount },
        },
      ];
    }
    if (req.method === 'GET' && url.pathname === '/transfers') {
      const found = state.transfers.get(url.searchParams.get('reference') ?? '');
      return [200, { status: 'success', message: 'Transfers fetched', data: found ? [{ id: 4242, ...found }] : [] }];
    }
    if (req.method === 'GET' && url.pathname === '/balances/NGN') {
      return [
        200,
        {
          status: 'success',
          message: 'Wallet balance fetched',
          data: {
            currency: 'NGN',
            available_balance: state.balanceKobo / 100,
            ledger_balance: state.balanceKobo / 100,
          },
        },
      ];
    }
    return [404, { status: 'error', message: 'Not found', data: null }];
  });

export type FakeProvider = Awaited<ReturnType<typeof startFakePaystack>>;

/** A URL where nothing listens: connections are refused, as when a provider is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
