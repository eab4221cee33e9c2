import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ContractStatus } from '#shared/contracts/contract-status.ts';
import type { PublicContract, SignContractInput } from '#shared/contracts/contracts.schemas.ts';
import { ApiError, apiJson, apiRequest } from '#client/lib/api-client.ts';

/** The public routes take the signing token where the spec has {contractId} (spec §7). */
function getPublicContractPath(token: string): string {
  return `/api/contracts/${encodeURIComponent(token)}/public`;
}

function getContractActionPath(token: string, action: 'view' | 'sign'): string {
  return `/api/contracts/${encodeURIComponent(token)}/${action}`;
}

/** The signed PDF, served as an attachment once the contract is signed. */
export function getSignedPdfUrl(token: string): string {
  return `${getPublicContractPath(token)}/pdf`;
}

/** Every key starts with the API path it reads (lib/query-invalidation.ts). */
export const contractSigningKeys = {
  publicContract: (token: string) => [getPublicContractPath(token)] as const,
  view: (token: string) => [getContractActionPath(token, 'view')] as const,
};

/** GET /api/contracts/{token}/public: what the signer may see. 404 unknown or draft, 410 expired or revoked. */
export function usePublicContract(token: string) {
  return useQuery({
    queryKey: contractSigningKeys.publicContract(token),
    queryFn: ({ signal }) => apiJson<PublicContract>('GET', getPublicContractPath(token), undefined, { signal }),
  });
}

/**
 * Spec §4: opening the signing page of a sent contract records a view. Posted once per token for
 * as long as the page is open, whatever re-renders, refetches or remounts follow (the mutation
 * cache remembers it); never for a viewed or signed contract. A failed view is not the signer's
 * problem, so nothing is shown for it.
 */
export function useRecordContractView(token: string, status: ContractStatus | undefined): void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: contractSigningKeys.view(token),
    mutationFn: () => apiRequest('POST', getContractActionPath(token, 'view')),
    gcTime: Infinity,
  });
  useEffect(() => {
    if (status !== 'sent') return;
    const mutations = queryClient.getMutationCache();
    if (mutations.find({ mutationKey: contractSigningKeys.view(token), exact: true })) return;
    mutate();
  }, [status, token, mutate, queryClient]);
}

/**
 * POST /api/contracts/{token}/sign. The answer is the public contract, now signed, so the page
 * turns to its signed state; `onSigned` runs in the same update, so the page never shows the
 * signed contract without knowing it was signed here. A 409 (signed meanwhile) or 410 (link
 * expired or replaced) reads the contract again, so the page shows why it cannot be signed.
 */
export function useSignContract(token: string, onSigned?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignContractInput) =>
      apiJson<PublicContract>('POST', getContractActionPath(token, 'sign'), input),
    onSuccess: (contract) => {
      onSigned?.();
      queryClient.setQueryData(contractSigningKeys.publicContract(token), contract);
      // A signed-in client goes back to a portal that lists this contract: it shows it signed.
      void queryClient.invalidateQueries({ queryKey: ['/api/contracts'], exact: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) {
        void queryClient.invalidateQueries({ queryKey: contractSigningKeys.publicContract(token) });
      }
    },
  });
}
