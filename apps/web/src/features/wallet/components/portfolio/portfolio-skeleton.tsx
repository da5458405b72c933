import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

export function PortfolioSkeleton() {
  return (
    <div data-testid="portfolio-skeleton" role="status" aria-label="Loading portfolio" className="space-y-6">
      <Skeleton className="h-52 w-full rounded-3xl" />
      <Skeleton className="h-11 w-64" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-4 p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="size-11 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-16" />
              </div>
            </div>
            <Skeleton className="h-16 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
