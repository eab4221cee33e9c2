import { UserMinus } from 'lucide-react';
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
import { useRemoveMember } from './api.ts';

/** Removal takes effect at once (the member's sessions stop working), so it asks first. */
export function RemoveMemberButton({ userId, name, venueName }: { userId: number; name: string; venueName: string }) {
  const [isOpen, setOpen] = useState(false);
  const removeMutation = useRemoveMember();
  const isBusy = removeMutation.isPending;

  function confirmRemove(event: MouseEvent) {
    // Stay open with a busy label until the server answers.
    event.preventDefault();
    removeMutation.mutate(userId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Team member removed', description: `${name} no longer has access to ${venueName}.` });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: getApiErrorMessage(error, 'Failed to remove team member'),
        });
      },
    });
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isBusy && setOpen(open)}>
      <AlertDialogTrigger asChild>
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
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove team member?</AlertDialogTitle>
          <AlertDialogDescription>
            Remove {name} from {venueName}? They lose access at once.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={confirmRemove}
          >
            {isBusy ? 'Removing...' : 'Remove'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
