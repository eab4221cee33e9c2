import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { usePortalT } from './portal-i18n.ts';

/** The portal while its bookings, payments and contracts load: the tabs' shapes, pulsing. */
export function PortalSkeleton() {
  const { t } = usePortalT();
  return (
    <div role="status" aria-label={t('portal.loading')} className="grid gap-4 sm:gap-6">
      <Skeleton className="h-10 w-full max-w-md" />
      <div className="grid grid-cols-3 gap-2 sm:gap-4" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Card key={index} className="grid gap-3 p-3 sm:p-5" data-testid="portal-skeleton">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-8 w-10" />
            <Skeleton className="h-3 w-2/3" />
          </Card>
        ))}
      </div>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2" aria-hidden="true">
        {[0, 1].map((index) => (
          <Card key={index} className="grid gap-4 p-4 sm:p-5">
            <Skeleton className="h-5 w-32" />
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-11 shrink-0 rounded-lg" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))}
          </Card>
        ))}
      </div>
    </div>
  );
}
