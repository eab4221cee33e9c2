import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';
import type { BookingDetailsExtension, BookingDialogState } from './booking-dialogs-context.ts';
import { EditBookingDialog } from './edit-booking-dialog.tsx';
import { NewBookingDialog } from './new-booking-dialog.tsx';

export interface BookingDialogsProps {
  state: BookingDialogState;
  detailsExtension?: BookingDetailsExtension | undefined;
  onEdit: (booking: Booking) => void;
  /** The edit ended: saved (the booking as saved), cancelled (as it was) or deleted (null). */
  onEditDone: (booking: Booking | null) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The three booking dialogs; loaded the first time one of them opens. */
export function BookingDialogs({
  state,
  detailsExtension,
  onEdit,
  onEditDone,
  onClose,
  onCloseAutoFocus,
}: BookingDialogsProps) {
  return (
    <>
      <NewBookingDialog
        open={state?.kind === 'new'}
        dayKey={state?.kind === 'new' ? state.dayKey : null}
        onClose={onClose}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <BookingDetailsDialog
        booking={state?.kind === 'details' ? state.booking : null}
        extension={detailsExtension}
        onEdit={onEdit}
        onClose={onClose}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <EditBookingDialog
        booking={state?.kind === 'edit' ? state.booking : null}
        onDone={onEditDone}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </>
  );
}
