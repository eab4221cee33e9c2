import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdateLead } from './api.ts';
import { LeadFields } from './lead-fields.tsx';
import {
  editLeadFormSchema,
  getEditLeadDefaults,
  leadFormFields,
  leadStatusOptions,
  toBudgetNumber,
} from './lead-form.ts';
import { LeadSelectField } from './lead-select-field.tsx';

const editFormFields = [...leadFormFields, 'status', 'lostReason'] as const;

/** The lead's fields and its place in the pipeline; a lost lead may say why. */
export function EditLeadForm({ lead }: { lead: Lead }) {
  const updateMutation = useUpdateLead();
  const form = useForm({ resolver: zodResolver(editLeadFormSchema), defaultValues: getEditLeadDefaults(lead) });
  const status = useWatch({ control: form.control, name: 'status' });

  // A change from elsewhere (a conversion, a save) shows here; what is being typed stays.
  useEffect(() => {
    form.reset(getEditLeadDefaults(lead), { keepDirtyValues: true });
  }, [lead, form]);

  const onSubmit = form.handleSubmit((values) => {
    const changes = {
      ...values,
      budget: toBudgetNumber(values.budget),
      lostReason: values.status === 'lost' ? values.lostReason : null,
    };
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
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <LeadSelectField
            control={form.control}
            name="status"
            label="Status"
            options={leadStatusOptions}
            error={form.formState.errors.status?.message}
          />
          {status === 'lost' && (
            <TextField
              label="Lost Reason"
              placeholder="Chose another venue"
              autoComplete="off"
              hint="Optional"
              error={form.formState.errors.lostReason?.message}
              {...form.register('lostReason')}
            />
          )}
        </div>
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
