import { SplitPage } from '../../features/split/components/split-page';

export function Component() {
  return <SplitPage />;
}
