import { createContext, useContext } from 'react';
import type { LiveStatus } from './live-socket';

export const LiveStatusContext = createContext<LiveStatus>('disconnected');

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
