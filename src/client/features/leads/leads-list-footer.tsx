import { Button } from '#client/components/ui/button.tsx';
import type { useLeadsList } from './api.ts';

/** Under the list or the board: how many leads show of all that match, Load more, and a failed read's Retry. */
export function LeadsListFooter({ query }: { query: ReturnType<typeof useLeadsList> }) {
  const leads = query.data?.pages.flatMap((page) => page.leads);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return (
    <>
      {leads && leads.length > 0 && (
        <div className="flex flex-col items-center gap-3 border-t px-4 py-4 sm:flex-row sm:justify-between">
          <p className="text-muted-foreground text-sm" role="status">
            Showing {leads.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}{' '}
            {total === 1 ? 'lead' : 'leads'}
          </p>
          {query.hasNextPage && (
            <Button
              variant="outline"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
              aria-busy={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      )}
      {query.isError && query.data && (
        <p role="alert" className="text-destructive border-t px-4 py-3 text-sm">
          The latest leads could not be loaded.{' '}
          <button type="button" className="cursor-pointer underline" onClick={() => void query.refetch()}>
            Retry
          </button>
        </p>
      )}
    </>
  );
}
