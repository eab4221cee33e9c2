import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractTemplate,
  CreateContractTemplateInput,
  UpdateContractTemplateInput,
} from '#shared/contracts/contract-templates.schemas.ts';
import { apiJson, apiRequest } from '#client/lib/api-client.ts';

/** The list is read by the default query function (spec §7: the key is the path). */
export const contractTemplateKeys = {
  all: ['/api/contract-templates'] as const,
};

/** The venue's templates; staff of every role may read them, owners and managers change them. */
export function useContractTemplates() {
  return useQuery<ContractTemplate[]>({ queryKey: contractTemplateKeys.all });
}

/**
 * What a caller does when the change lands or fails. These run with the mutation, not with the
 * component: a template made default or deleted re-renders its row away before `mutate`'s own
 * callbacks could run.
 */
export interface TemplateMutationCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

function useTemplateMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  callbacks: TemplateMutationCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Setting a default moves the mark off another template, so the whole list is read again.
    onSuccess: () => {
      callbacks.onSuccess?.();
      return queryClient.invalidateQueries({ queryKey: contractTemplateKeys.all });
    },
    onError: callbacks.onError,
  });
}

export function useCreateContractTemplate() {
  return useTemplateMutation((input: CreateContractTemplateInput) =>
    apiJson<ContractTemplate>('POST', '/api/contract-templates', input),
  );
}

export function useUpdateContractTemplate(callbacks?: TemplateMutationCallbacks) {
  return useTemplateMutation(
    ({ id, ...changes }: UpdateContractTemplateInput & { id: number }) =>
      apiJson<ContractTemplate>('PATCH', `/api/contract-templates/${id}`, changes),
    callbacks,
  );
}

export function useDeleteContractTemplate(callbacks?: TemplateMutationCallbacks) {
  return useTemplateMutation(async (id: number) => {
    await apiRequest('DELETE', `/api/contract-templates/${id}`);
  }, callbacks);
}
