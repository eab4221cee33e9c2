import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useChangeClientAccess } from './api.ts';

/** Takes the booking out of its client's portal, after asking; the venue may invite again after. */
export function RevokeClientAccessButton({ booking, clientName }: { booking: Booking; clientName: string }) {
  const [isOpen, setOpen] = useState(false);
  const change = useChangeClientAccess(booking.id);
  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          <UserMinus aria-hidden="true" />
          Revoke access
        </Button>
      }
      title="Revoke portal access?"
      description={`${clientName} will no longer see this booking, its payments or its contracts in their client portal. You can invite the couple again afterwards.`}
      confirmLabel="Revoke access"
      busyLabel="Revoking..."
      isBusy={change.isPending}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onConfirm={() =>
        change.mutate('revoke', {
          onSuccess: () => {
            setOpen(false);
            toast({
              title: 'Access revoked',
              description: `${clientName} no longer sees this booking in their portal.`,
            });
          },
          onError: (error) => {
            setOpen(false);
            toastApiError(error, 'Access could not be revoked. Please try again.');
          },
        })
      }
    />
  );
}
