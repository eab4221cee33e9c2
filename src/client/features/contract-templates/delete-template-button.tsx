import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useDeleteContractTemplate } from './api.ts';

export function DeleteTemplateButton({ template }: { template: ContractTemplate }) {
  const [isOpen, setIsOpen] = useState(false);
  // The toasts belong to the mutation: the deleted template's row is gone when it answers.
  const deleteMutation = useDeleteContractTemplate({
    onSuccess: () => toast({ title: 'Template deleted', description: `${template.name} has been deleted.` }),
    onError: (error) => toastApiError(error, 'Please try again.', 'Failed to delete template'),
  });

  function confirm() {
    deleteMutation.mutate(template.id, { onSettled: () => setIsOpen(false) });
  }

  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${template.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete this template?"
      description={`“${template.name}” will no longer be offered for new contracts. Contracts already made from it keep their text.`}
      confirmLabel="Delete Template"
      busyLabel="Deleting..."
      isBusy={deleteMutation.isPending}
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      onConfirm={confirm}
    />
  );
}
