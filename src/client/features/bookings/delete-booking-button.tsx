import { Trash2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#client/lib/api-client.ts';
import { useDeleteBooking } from './api.ts';

/** Delete with a confirmation (spec §5); the booking goes only when the person confirms. */
export function DeleteBookingButton({ bookingId, onDeleted }: { bookingId: number; onDeleted: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const deleteMutation = useDeleteBooking();
  const isBusy = deleteMutation.isPending;

  function confirmDelete(event: MouseEvent) {
    // Stay open with a busy label until the server answers.
    event.preventDefault();
    deleteMutation.mutate(bookingId, {
      onSuccess: () => {
        toast({ title: 'Booking deleted', description: 'Booking has been deleted successfully.' });
        setOpen(false);
        onDeleted();
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: getApiErrorMessage(error, 'Failed to delete booking'),
        });
      },
    });
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isBusy && setOpen(open)}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive hover:text-destructive sm:mr-auto">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete booking?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this booking? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={confirmDelete}
          >
            {isBusy ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
