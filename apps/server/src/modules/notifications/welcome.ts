import type { UserRow } from '../users/user-dto.js';
import type { NotificationMessage } from './notifications.service.js';

/** The first note of every account. It asks for verification only from those who still need it. */
export function welcomeMessage(user: Pick<UserRow, 'tag' | 'role' | 'kycStatus'>): NotificationMessage {
  const hi = `Hi @${user.tag}, your ${user.role === 'admin' ? 'admin account' : 'wallet'} is ready.`;
  switch (user.kycStatus) {
    case 'verified':
      return {
        title: 'Welcome aboard!',
        body: `${hi} Your identity is verified, so you can send, receive and swap right away.`,
      };
    case 'pending':
      return {
        title: 'Welcome aboard!',
        body: `${hi} We are reviewing your identity documents; this usually takes 24-48 hours.`,
      };
    default:
      return { title: 'Welcome aboard!', body: `${hi} Verify your identity to start sending and receiving.` };
  }
}
