import type { AuthResponse } from '@app/contract';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { TabPanel, Tabs } from '../../../components/ui/tabs';
import { ThemeToggle } from '../../../components/ui/theme-toggle';
import { brand } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { AuthMarketing, authFeatures } from './auth-marketing';
import { authModeTabs, type AuthMode } from './auth-mode-tabs';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { redirectTarget } from '../lib/redirect-target';

const copy: Record<AuthMode, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome back', subtitle: 'Sign in to manage your money, send to any @tag and cash out to NGN.' },
  register: {
    title: 'Create your account',
    subtitle: `Join ${brand.name} in less than a minute. No paperwork to start.`,
  },
};

export function AuthPage() {
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<AuthMode>(searchParams.get('mode') === 'register' ? 'register' : 'signin');
  // The first form takes focus on load; after a switch, focus stays on the tab (WAI-ARIA tabs).
  const [autoFocus, setAutoFocus] = useState(true);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(mode === 'signin' ? 'Sign in' : 'Create account');

  function onAuthenticated(auth: AuthResponse) {
    signIn(auth);
    navigate(redirectTarget(location.state, paths.home), { replace: true });
  }

  return (
    <div className="grid min-h-dvh bg-white lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] dark:bg-slate-950">
      <AuthMarketing />
      <main className="flex min-w-0 flex-col bg-slate-50 px-4 py-6 sm:px-8 lg:bg-white lg:px-12 dark:bg-slate-950">
        <div className="flex items-center justify-between">
          <Logo className="lg:invisible" />
          <ThemeToggle />
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col py-8 lg:justify-center">
          <p className="mb-2 text-sm font-semibold text-brand-600 lg:hidden dark:text-brand-400">{brand.tagline}</p>
          <h1
            data-testid="auth-title"
            className="text-[1.7rem] leading-tight font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {copy[mode].title}
          </h1>
          <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{copy[mode].subtitle}</p>
          <Tabs<AuthMode>
            label="Sign in or create an account"
            value={mode}
            onValueChange={(next) => {
              setMode(next);
              setAutoFocus(false);
            }}
            items={authModeTabs}
            className="mt-6"
          >
            <Card className="mt-4 p-5 sm:p-6 lg:shadow-none lg:ring-0 lg:p-0 lg:pt-2 lg:bg-transparent dark:lg:bg-transparent">
              {/* Only the selected panel is mounted: switching mode starts a fresh form (errors and values reset). */}
              <TabPanel value="signin">
                <SignInForm onAuthenticated={onAuthenticated} autoFocus={autoFocus} />
              </TabPanel>
              <TabPanel value="register">
                <RegisterForm onAuthenticated={onAuthenticated} autoFocus={autoFocus} />
              </TabPanel>
            </Card>
          </Tabs>
          <ul className="mt-8 grid grid-cols-2 gap-3 lg:hidden" aria-label={`Why ${brand.name}`}>
            {authFeatures.map((feature) => (
              <li
                key={feature.title}
                className="flex items-center gap-2.5 rounded-xl bg-white px-3 py-2.5 text-xs font-medium text-slate-700 shadow-card ring-1 ring-slate-900/5 dark:bg-slate-900 dark:text-slate-300 dark:ring-white/10"
              >
                <span className="text-brand-600 dark:text-brand-400">{feature.icon}</span>
                {feature.title}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          Protected by end-to-end encryption. Need help? {brand.supportEmail}
        </p>
      </main>
    </div>
  );
}
