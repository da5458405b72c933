import { lazy, Suspense, useState } from 'react';
import { useAfterStartup } from '../../../lib/use-after-startup';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { BellButton } from './bell-button';

const NotificationMenu = lazy(() => import('./notification-menu'));

/**
 * The bell in the top bar. Its unread count and its dropdown's code (a Radix Popover) load just
 * after the first screen, so on a slow network they do not compete with the screen's own code and
 * data; or at once when the bell is pressed before that: the dropdown then opens as soon as it has
 * loaded. The plain bell stays up while the code loads, and a bell that had focus keeps it.
 */
export function NotificationBell() {
  const started = useAfterStartup();
  const [pressed, setPressed] = useState(false);
  const { data: notifications = [] } = useUnreadNotifications({ enabled: started || pressed });
  const [focused, setFocused] = useState(false);
  const bell = (
    <BellButton
      count={notifications.length}
      // Not a transition: a press is urgent, and a transition could wait behind others (a screen's
      // deferred render) while the dropdown's code is already here.
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  return (
    <Suspense fallback={bell}>
      {started || pressed ? <NotificationMenu defaultOpen={pressed} focusBell={focused} /> : bell}
    </Suspense>
  );
}
