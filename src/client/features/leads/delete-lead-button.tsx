import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useDeleteLead } from './api.ts';

/** Delete after a confirmation; the sheet closes once the lead is gone. */
export function DeleteLeadButton({ leadId, onDeleted }: { leadId: number; onDeleted: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const deleteMutation = useDeleteLead();

  // mutateAsync: the sheet this button sits in closes on success (decision 009).
  async function remove() {
    try {
      await deleteMutation.mutateAsync(leadId);
      toast({ title: 'Lead deleted', description: 'Lead has been deleted successfully.' });
      setOpen(false);
      onDeleted();
    } catch (error) {
      setOpen(false);
      toastApiError(error, 'Failed to delete lead');
    }
  }

  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button type="button" variant="outline" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Delete Lead
        </Button>
      }
      title="Delete lead?"
      description="Are you sure you want to delete this lead? This action cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={deleteMutation.isPending}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onConfirm={() => void remove()}
    />
  );
}
