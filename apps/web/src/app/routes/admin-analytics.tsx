import { ChartColumn } from 'lucide-react';
import { PlaceholderPage } from '../../components/ui/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Analytics"
      description="Trends across users, volume and fees."
      icon={<ChartColumn className="size-7" aria-hidden />}
      message="Admin Analytics Panel - Coming Soon"
      detail="Charts and exports for platform activity will live here."
    />
  );
}
