import { DeleteRecordButton } from '#client/components/delete-record-button.tsx';
import { useDeleteBooking } from './api.ts';

/** Delete with a confirmation (spec §5); the booking goes only when the person confirms. */
export function DeleteBookingButton({ bookingId, onDeleted }: { bookingId: number; onDeleted: () => void }) {
  const deleteMutation = useDeleteBooking();
  return (
    <DeleteRecordButton
      remove={() => deleteMutation.mutateAsync(bookingId)}
      isBusy={deleteMutation.isPending}
      label="Delete"
      title="Delete booking?"
      description="Are you sure you want to delete this booking? This action cannot be undone."
      deleted={{ title: 'Booking deleted', description: 'Booking has been deleted successfully.' }}
      failure="Failed to delete booking"
      onDeleted={onDeleted}
      className="sm:mr-auto"
    />
  );
}
