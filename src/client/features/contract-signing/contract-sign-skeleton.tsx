import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from './signing-i18n.ts';

/** Spec §2: a loading skeleton in the shape of the page (venue, contract, signature form). */
export function ContractSignSkeleton() {
  const { t } = useT();
  return (
    <div role="status" aria-label={t('signing.loadingContract')} className="grid gap-5 sm:gap-6">
      <div className="flex items-center gap-3 px-1">
        <Skeleton className="size-11 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56 max-w-full" />
        </div>
      </div>
      <div className="bg-card grid gap-4 rounded-xl border p-5 shadow-md sm:p-8">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-8 w-2/3" />
        <div className="grid gap-2.5 border-t pt-5">
          {['w-full', 'w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, index) => (
            <Skeleton key={index} className={`h-4 ${width}`} />
          ))}
        </div>
      </div>
      <div className="bg-card grid gap-4 rounded-xl border p-5 shadow-md sm:p-8">
        <Skeleton className="h-6 w-48" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="aspect-[3/1] w-full max-w-[604px]" />
      </div>
    </div>
  );
}
