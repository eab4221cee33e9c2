import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Contract,
  ContractAudit,
  ContractCounts,
  CountersignContractInput,
  CreateContractInput,
  UpdateContractInput,
} from '#shared/contracts/contracts.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';
import { fetchListPage, type ListPage } from '#client/lib/paged-list.ts';
import { invalidateDashboard } from '#client/lib/query-invalidation.ts';

/**
 * Every key starts with the path it reads (decision 011), so invalidating `['/api/contracts']`
 * refreshes the list's pages, each contract and its audit trail; the counts have a path of their own.
 */
export const contractKeys = {
  all: ['/api/contracts'] as const,
  pages: ['/api/contracts', 'pages'] as const,
  counts: ['/api/contracts/counts'] as const,
  audit: (id: string) => ['/api/contracts', id, 'audit'] as const,
};

type ContractPages = InfiniteData<ListPage<Contract>>;

/**
 * The venue's contracts, newest first, a page of 100 at a time with Load more (decision 034):
 * each carries its whole text, so a venue's history is not read at once.
 */
export function useContracts() {
  return useInfiniteQuery({
    queryKey: contractKeys.pages,
    queryFn: ({ pageParam, signal }) =>
      fetchListPage<Contract>('/api/contracts', { cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The contracts loaded so far, in the list's order. */
export function getLoadedContracts(data: { pages: ListPage<Contract>[] } | undefined): Contract[] | undefined {
  return data?.pages.flatMap((page) => page.items);
}

/** How many of the venue's contracts are draft, sent, viewed and signed (all of them, loaded or not). */
export function useContractCounts() {
  return useQuery<ContractCounts>({ queryKey: contractKeys.counts });
}

/** The audit trail of one contract, read only while it is shown. */
export function useContractAudit(id: string, enabled: boolean) {
  return useQuery<ContractAudit>({ queryKey: contractKeys.audit(id), enabled });
}

/** The loaded pages with `changed` in place of its old copy, or first when it is new. */
function withContract(data: ContractPages | undefined, changed: Contract): ContractPages | undefined {
  if (!data) return data;
  const isLoaded = data.pages.some((page) => page.items.some((contract) => contract.id === changed.id));
  const pages = data.pages.map((page, index) => {
    if (isLoaded) {
      return { ...page, items: page.items.map((contract) => (contract.id === changed.id ? changed : contract)) };
    }
    return index === 0 ? { ...page, items: [changed, ...page.items] } : page;
  });
  return { ...data, pages };
}

/**
 * After a contract changes: the answer replaces it in the list at once (the View dialog reads it
 * there), then the contracts, their counts, their audit trails and the dashboard are read again.
 */
function refreshContracts(queryClient: QueryClient, changed?: Contract) {
  if (changed) queryClient.setQueryData<ContractPages>(contractKeys.pages, (data) => withContract(data, changed));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.all }),
    queryClient.invalidateQueries({ queryKey: contractKeys.counts }),
    invalidateDashboard(queryClient),
  ]);
}

/**
 * What a caller does when the change lands or fails. These run with the mutation, not with the
 * component: a send or revoke changes the status, which can unmount the button that asked.
 */
export interface ContractMutationCallbacks {
  onSuccess?: (contract: Contract) => void;
  onError?: (error: unknown) => void;
}

function useContractMutation<TInput>(
  mutationFn: (input: TInput) => Promise<Contract>,
  callbacks: ContractMutationCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contract) => {
      callbacks.onSuccess?.(contract);
      return refreshContracts(queryClient, contract);
    },
    onError: callbacks.onError,
  });
}

export function useCreateContract() {
  return useContractMutation((input: CreateContractInput) => apiJson<Contract>('POST', '/api/contracts', input));
}

export function useUpdateContract() {
  return useContractMutation(({ id, ...changes }: UpdateContractInput & { id: string }) =>
    apiJson<Contract>('PATCH', `/api/contracts/${id}`, changes),
  );
}

/** Freezes the text and e-mails a new signing link (revoking an earlier one). */
export function useSendContract(callbacks?: ContractMutationCallbacks) {
  return useContractMutation((id: string) => apiJson<Contract>('POST', `/api/contracts/${id}/send`), callbacks);
}

/** Revokes the signing link; the contract is a draft again. */
export function useRevokeContract(callbacks?: ContractMutationCallbacks) {
  return useContractMutation((id: string) => apiJson<Contract>('POST', `/api/contracts/${id}/revoke`), callbacks);
}

/**
 * The signed PDF, read with the session's token (a plain link would carry none). The download is
 * an audit event, so the contract's trail is read again.
 */
export function useDownloadContractPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await apiRequest('GET', `/api/contracts/${id}/pdf`);
      return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
    },
    onSuccess: (_file, id) => queryClient.invalidateQueries({ queryKey: contractKeys.audit(id) }),
  });
}

/** The venue's countersignature of a signed contract, drawn or typed (decision 041). */
export function useCountersignContract(callbacks?: ContractMutationCallbacks) {
  return useContractMutation(
    ({ id, ...input }: CountersignContractInput & { id: string }) =>
      apiJson<Contract>('POST', `/api/contracts/${id}/countersign`, input),
    callbacks,
  );
}
