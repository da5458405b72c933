/** Every client route, from one place. Links, redirects and the router all read from here. */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  auth: '/auth',
  login: '/login',
  balances: '/balances',
  deposits: '/deposits',
  qrCode: '/qr-code',
  withdraw: '/withdraw',
  swap: '/swap',
  bills: '/bills',
  multiCurrency: '/multi-currency',
  split: '/split',
  transactions: '/transactions',
  transactionDetail: '/transactions/:id',
  settings: '/settings',
  kyc: '/kyc',
  apiTest: '/test/api',
  admin: {
    root: '/admin',
    overview: '/admin/overview',
    users: '/admin/users',
    payouts: '/admin/payouts',
    analytics: '/admin/analytics',
    audit: '/admin/audit',
  },
} as const;

/** A transaction's detail page (its receipt is there). */
export const transactionPath = (id: string) => paths.transactionDetail.replace(':id', encodeURIComponent(id));
