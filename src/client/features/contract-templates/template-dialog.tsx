import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  createContractTemplateSchema,
  type ContractTemplate,
  type CreateContractTemplateInput,
} from '#shared/contracts/contract-templates.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateContractTemplate, useUpdateContractTemplate } from './api.ts';
import { ContractContentField } from './contract-content-field.tsx';

const formFields = ['name', 'content'] as const;

/** The form mounts with the dialog, so each opening starts from the template (or empty). */
function TemplateForm({
  template,
  readOnly,
  onDone,
}: {
  template: ContractTemplate | null;
  readOnly: boolean;
  onDone: () => void;
}) {
  const createMutation = useCreateContractTemplate();
  const updateMutation = useUpdateContractTemplate();
  const form = useForm<CreateContractTemplateInput>({
    resolver: zodResolver(createContractTemplateSchema),
    defaultValues: { name: template?.name ?? '', content: template?.content ?? '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        toast({ title: template ? 'Template saved' : 'Template created' });
        onDone();
      },
      onError: (error: unknown) => {
        applyFieldErrors(error, formFields, form.setError);
        toastApiError(error, 'Please try again.', 'Failed to save template');
      },
    };
    if (template) updateMutation.mutate({ id: template.id, ...values }, callbacks);
    else createMutation.mutate(values, callbacks);
  });

  const isBusy = createMutation.isPending || updateMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-5">
      <TextField
        label="Template Name"
        readOnly={readOnly}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <ContractContentField
        control={form.control}
        name="content"
        label="Template Content"
        hint="Plain text. Merge fields such as {{coupleNames}} are filled in from the booking when a contract is created from it."
        readOnly={readOnly}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Saving...' : 'Save Template'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/** Adds a template (`template` null) or edits one; a coordinator reads it without changing it. */
export function TemplateDialog({
  open,
  template,
  readOnly,
  onClose,
}: {
  open: boolean;
  template: ContractTemplate | null;
  readOnly: boolean;
  onClose: () => void;
}) {
  const title = readOnly ? (template?.name ?? 'Template') : template ? 'Edit Template' : 'New Template';
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>
            {readOnly
              ? 'Only owners and managers can change contract templates.'
              : 'The text new contracts start from. Merge fields are filled in from the booking.'}
          </DialogDescription>
        </DialogHeader>
        <TemplateForm template={template} readOnly={readOnly} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
