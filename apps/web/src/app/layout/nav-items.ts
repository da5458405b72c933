import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  Banknote,
  ChartColumn,
  History,
  LayoutDashboard,
  LayoutGrid,
  Receipt,
  Repeat,
  Settings,
  Split,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Also highlighted on these paths (e.g. Dashboard on /dashboard). */
  alsoActiveOn?: string[];
  end?: boolean;
}

export const userNavItems: NavItem[] = [
  { to: paths.home, label: 'Dashboard', icon: LayoutDashboard, end: true, alsoActiveOn: [paths.dashboard] },
  { to: paths.balances, label: 'Assets', icon: Wallet },
  { to: paths.deposits, label: 'Receive', icon: ArrowDownToLine },
  { to: paths.withdraw, label: 'Send', icon: ArrowUpFromLine },
  { to: paths.transactions, label: 'Transactions', icon: History },
  { to: paths.swap, label: 'Exchange', icon: ArrowLeftRight },
  { to: paths.bills, label: 'Pay Bills', icon: Receipt },
  { to: paths.multiCurrency, label: 'Swap', icon: Repeat },
  { to: paths.split, label: 'Split Payment', icon: Split },
  { to: paths.settings, label: 'Settings', icon: Settings },
];

export const adminNavItems: NavItem[] = [
  { to: paths.admin.overview, label: 'Overview', icon: LayoutGrid },
  { to: paths.admin.users, label: 'Users', icon: Users },
  { to: paths.admin.payouts, label: 'Payouts', icon: Banknote },
  { to: paths.admin.analytics, label: 'Analytics', icon: ChartColumn },
];
