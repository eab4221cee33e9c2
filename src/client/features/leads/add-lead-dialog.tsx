import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { createLeadSchema } from '#shared/leads/leads.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateLead } from './api.ts';
import { LeadFields } from './lead-fields.tsx';
import { getAddLeadDefaults, leadFormFields, toBudgetNumber } from './lead-form.ts';

/** Mounted with the dialog, so every opening starts empty (spec §4: dialogs reset on success). */
function AddLeadForm({ onDone }: { onDone: () => void }) {
  const createMutation = useCreateLead();
  const form = useForm({ resolver: zodResolver(createLeadSchema), defaultValues: getAddLeadDefaults() });

  const onSubmit = form.handleSubmit((values) => {
    createMutation.mutate(
      { ...values, budget: toBudgetNumber(values.budget) },
      {
        onSuccess: () => {
          toast({ title: 'Lead created', description: 'New lead has been added to your CRM.' });
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, leadFormFields, form.setError);
          toastApiError(error, 'Failed to create lead');
        },
      },
    );
  });

  const isBusy = createMutation.isPending;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6">
        <LeadFields />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Adding...' : 'Add Lead'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}

export function AddLeadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Lead</DialogTitle>
          <DialogDescription>Record an inquiry. It starts as a new lead in your pipeline.</DialogDescription>
        </DialogHeader>
        <AddLeadForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
