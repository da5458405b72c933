import { expect, test } from '@playwright/test';
import {
  applyTheme,
  axeFindings,
  DEMO_ADMIN,
  DEMO_USER,
  freezeUser,
  login,
  registerUser,
  signInWithToken,
  WIDTHS,
  type Theme,
  type Width,
} from '../../helpers';
import { screenStates, type ScreenState } from './screen-states';

// Issue 13: every screen state, at 375 px and 1280 px, light and dark, has no serious or
// critical axe violation (WCAG 2.1 A/AA and best practices). One page per state: the viewport
// and the theme change in place, so a state's setup runs once. Each width gets the full rule set
// in the light theme; the dark theme only changes colours, so it gets the colour rules.

test.use({ reducedMotion: 'reduce', viewport: WIDTHS.phone });
// Four axe runs per state (two widths, two themes) on top of the state's own setup.
test.describe.configure({ timeout: 60_000 });

async function tokenFor(as: ScreenState['as']): Promise<string | null> {
  if (as === 'guest') return null;
  if (as === 'newUser') return (await registerUser('a11y')).token;
  if (as === 'frozenUser') {
    const frozen = await registerUser('a11y');
    await freezeUser(frozen.user.id);
    return frozen.token;
  }
  const account = as === 'admin' ? DEMO_ADMIN : DEMO_USER;
  return (await login(account.email, account.password)).token;
}

const THEMES: readonly Theme[] = ['light', 'dark'];

for (const state of screenStates) {
  test(`axe: ${state.name}`, async ({ page }, testInfo) => {
    const token = await tokenFor(state.as);
    if (token) await signInWithToken(page, token, state.path);
    else await page.goto(state.path);
    // The shell's live marker appears (fading in) once its socket connects: let that happen before
    // any check, or a busy machine can have axe read the marker halfway through its fade.
    if (token) await expect(page.getByTestId('live-banner')).toBeAttached();
    await state.setup?.(page);

    const widths: readonly Width[] = state.widths ?? ['phone', 'desktop'];
    const blocking: string[] = [];
    for (const width of widths) {
      await page.setViewportSize(WIDTHS[width]);
      // Lets the queries the page started settle and media queries re-render the layout.
      await page.waitForLoadState('networkidle');
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        for (const finding of await axeFindings(page, { coloursOnly: theme === 'dark' })) {
          const line = `[${width} ${theme}] ${finding.summary}`;
          if (finding.blocking) blocking.push(line);
          else testInfo.annotations.push({ type: `axe ${finding.impact}`, description: line });
        }
      }
    }
    expect(blocking, `axe found on "${state.name}" (${state.path}):\n${blocking.join('\n')}`).toEqual([]);
  });
}
