import { SwapPage } from '../../features/exchange/components/swap/swap-page';

export function Component() {
  return <SwapPage />;
}
