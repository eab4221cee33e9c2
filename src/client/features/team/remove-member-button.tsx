import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { useRemoveMember } from './api.ts';

/** Removal takes effect at once (the member's sessions stop working), so it asks first. */
export function RemoveMemberButton({ userId, name, venueName }: { userId: number; name: string; venueName: string }) {
  const [isOpen, setOpen] = useState(false);
  const removeMutation = useRemoveMember();

  // mutateAsync rather than mutate's callbacks: the refreshed team list drops this row, and
  // TanStack Query skips mutate's callbacks once their component has unmounted.
  async function remove() {
    try {
      await removeMutation.mutateAsync(userId);
      toast({ title: 'Team member removed', description: `${name} no longer has access to ${venueName}.` });
    } catch (error) {
      toastApiError(error, 'Failed to remove team member');
    } finally {
      setOpen(false);
    }
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
      onConfirm={() => void remove()}
    />
  );
}
