import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { PreferencesSync } from '../features/settings/components/preferences-sync';
import { paths } from '../paths';
import { GuestOnly } from './guards/guest-only';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireKyc } from './guards/require-kyc';
import { RootLayout } from './root-layout';

/** Signed-in, KYC-flagged screens (spec §2, §6). */
const kycRoutes: RouteObject[] = [
  { path: paths.balances, lazy: () => import('./routes/balances') },
  { path: paths.deposits, lazy: () => import('./routes/deposits') },
  { path: paths.qrCode, lazy: () => import('./routes/qr-code') },
  { path: paths.withdraw, lazy: () => import('./routes/withdraw') },
  { path: paths.swap, lazy: () => import('./routes/swap') },
  { path: paths.bills, lazy: () => import('./routes/bills') },
  { path: paths.multiCurrency, lazy: () => import('./routes/multi-currency') },
  { path: paths.split, lazy: () => import('./routes/split') },
  { path: paths.transactions, lazy: () => import('./routes/transactions') },
  { path: paths.transactionDetail, lazy: () => import('./routes/transaction-detail') },
];

const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={paths.admin.overview} replace /> },
  { path: paths.admin.overview, lazy: () => import('./routes/admin-overview') },
  { path: paths.admin.users, lazy: () => import('./routes/admin-users') },
  { path: paths.admin.payouts, lazy: () => import('./routes/admin-payouts') },
  { path: paths.admin.analytics, lazy: () => import('./routes/admin-analytics') },
  { path: paths.admin.audit, lazy: () => import('./routes/admin-audit') },
];

/** Screens inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/dashboard') },
  { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
  { path: paths.settings, lazy: () => import('./routes/settings') },
  { path: paths.kyc, lazy: () => import('./routes/kyc') },
  { path: paths.apiTest, lazy: () => import('./routes/api-test') },
  { element: <RequireKyc />, children: kycRoutes },
  { path: paths.admin.root, element: <RequireAdmin />, children: adminRoutes },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth, lazy: () => import('./routes/auth') },
          { path: paths.login, lazy: () => import('./routes/auth') },
        ],
      },
      {
        // The shell is its own chunk: the sign-in screen does not download it.
        element: (
          <RequireAuth>
            <PreferencesSync />
            <Outlet />
          </RequireAuth>
        ),
        children: [{ lazy: () => import('./layout/app-shell-route'), children: shellRoutes }],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
