import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdateLead } from './api.ts';
import { LeadFields } from './lead-fields.tsx';
import { editLeadFormSchema, getEditLeadDefaults, leadFormFields, toBudgetNumber } from './lead-form.ts';

const editFormFields = [...leadFormFields, 'lostReason'] as const;

/** The lead's fields; a lost lead may say why. Its stage moves with the menu in the sheet's header. */
export function EditLeadForm({ lead }: { lead: Lead }) {
  const updateMutation = useUpdateLead();
  const form = useForm({ resolver: zodResolver(editLeadFormSchema), defaultValues: getEditLeadDefaults(lead) });
  const isLost = lead.status === 'lost';

  // A change from elsewhere (a conversion, a save) shows here; what is being typed stays.
  useEffect(() => {
    form.reset(getEditLeadDefaults(lead), { keepDirtyValues: true });
  }, [lead, form]);

  const onSubmit = form.handleSubmit((values) => {
    const { lostReason, ...fields } = values;
    // Only a lost lead has a reason; the server clears it when the lead moves on.
    const changes = { ...fields, budget: toBudgetNumber(values.budget), ...(isLost ? { lostReason } : {}) };
    updateMutation.mutate(
      { id: lead.id, ...changes },
      {
        onSuccess: (saved) => {
          form.reset(getEditLeadDefaults(saved));
          toast({ title: 'Lead updated', description: 'Lead has been updated successfully.' });
        },
        onError: (error) => {
          applyFieldErrors(error, editFormFields, form.setError);
          toastApiError(error, 'Failed to update lead');
        },
      },
    );
  });

  const isBusy = updateMutation.isPending;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        {isLost && (
          <TextField
            label="Lost Reason"
            placeholder="Chose another venue"
            autoComplete="off"
            hint="Optional"
            error={form.formState.errors.lostReason?.message}
            {...form.register('lostReason')}
          />
        )}
        <LeadFields />
        <div className="flex justify-end">
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
