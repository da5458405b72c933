import { ApiTestPage } from '../../features/api-test/components/api-test-page';

export function Component() {
  return <ApiTestPage />;
}
