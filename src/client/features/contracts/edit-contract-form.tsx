import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Contract } from '#shared/contracts/contracts.schemas.ts';
import { languages, type Language } from '#shared/i18n/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ContractContentField } from '#client/features/contract-templates/index.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdateContract } from './api.ts';
import { editContractSchema, type EditContractOutput, type EditContractValues } from './edit-contract-schema.ts';
import { EditContractVersions } from './edit-contract-versions.tsx';
import { parseAmount } from './parse-amount.ts';

const formFields = [
  'templateName',
  'signerEmail',
  'amount',
  'content',
  ...languages.map((language) => `translations.${language}.content` as const),
  ...languages.map((language) => `translations.${language}.name` as const),
] as const;

/**
 * The languages of a bilingual draft (decision 074): the governing one and the other version's;
 * null for a draft in one language, whose form is the same as before versions existed.
 */
function getDraftLanguages(contract: Contract): { governing: Language; second: Language } | null {
  const second = languages.find((language) => language !== contract.language && contract.translations[language]);
  return contract.language && second ? { governing: contract.language, second } : null;
}

/**
 * Edits a draft (PATCH /api/contracts/{id}); a sent contract is revoked back to draft first. A
 * bilingual draft shows both versions and sends them in the one request, so they are saved
 * together (decision 074, amended in session 31).
 */
export function EditContractForm({ contract, onDone }: { contract: Contract; onDone: () => void }) {
  const updateMutation = useUpdateContract();
  const versions = getDraftLanguages(contract);
  const form = useForm<EditContractValues, unknown, EditContractOutput>({
    resolver: zodResolver(editContractSchema),
    defaultValues: {
      templateName: contract.templateName ?? '',
      signerEmail: contract.signerEmail,
      amount: contract.amount,
      content: contract.content,
      ...(versions && { translations: { [versions.second]: contract.translations[versions.second] } }),
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    updateMutation.mutate(
      { id: contract.id, ...values },
      {
        onSuccess: () => {
          toast({ title: 'Contract updated', description: 'Your changes have been saved.' });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, formFields, form.setError);
          toastApiError(error, 'Please try again.', 'Failed to update contract');
        },
      },
    );
  });

  const isBusy = updateMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-5">
      <TextField label="Contract Name" error={errors.templateName?.message} {...form.register('templateName')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Client Email"
          type="email"
          error={errors.signerEmail?.message}
          {...form.register('signerEmail')}
        />
        <TextField
          label="Contract Amount ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: parseAmount })}
        />
      </div>
      {versions ? (
        <EditContractVersions form={form} contract={contract} {...versions} />
      ) : (
        <ContractContentField
          control={form.control}
          name="content"
          label="Contract Content"
          hint="Plain text. Merge fields such as {{coupleNames}} are filled in from the booking when the contract is saved."
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
