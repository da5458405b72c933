import { PortfolioPage } from '../../features/wallet/components/portfolio/portfolio-page';

export function Component() {
  return <PortfolioPage />;
}
