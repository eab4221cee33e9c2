import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useDeleteBooking } from './api.ts';

/** Delete with a confirmation (spec §5); the booking goes only when the person confirms. */
export function DeleteBookingButton({ bookingId, onDeleted }: { bookingId: number; onDeleted: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const deleteMutation = useDeleteBooking();

  // mutateAsync, like every mutation that removes what it was started from (decision 009): the
  // edit dialog keeps its booking today, but the toast must not depend on it staying mounted.
  async function remove() {
    try {
      await deleteMutation.mutateAsync(bookingId);
      toast({ title: 'Booking deleted', description: 'Booking has been deleted successfully.' });
      setOpen(false);
      onDeleted();
    } catch (error) {
      setOpen(false);
      toastApiError(error, 'Failed to delete booking');
    }
  }

  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button type="button" variant="outline" className="text-destructive hover:text-destructive sm:mr-auto">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title="Delete booking?"
      description="Are you sure you want to delete this booking? This action cannot be undone."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={deleteMutation.isPending}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onConfirm={() => void remove()}
    />
  );
}
