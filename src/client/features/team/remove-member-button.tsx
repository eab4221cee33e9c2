import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useRemoveMember } from './api.ts';

/** Removal takes effect at once (the member's sessions stop working), so it asks first. */
export function RemoveMemberButton({ userId, name, venueName }: { userId: number; name: string; venueName: string }) {
  const [isOpen, setOpen] = useState(false);
  const removeMutation = useRemoveMember();

  function remove() {
    removeMutation.mutate(userId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Team member removed', description: `${name} no longer has access to ${venueName}.` });
      },
      onError: (error) => {
        setOpen(false);
        toastApiError(error, 'Failed to remove team member');
      },
    });
  }

  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={`Remove ${name}`}
        >
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      }
      title="Remove team member?"
      description={`Remove ${name} from ${venueName}? They lose access at once.`}
      confirmLabel="Remove"
      busyLabel="Removing..."
      isBusy={removeMutation.isPending}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onConfirm={remove}
    />
  );
}
