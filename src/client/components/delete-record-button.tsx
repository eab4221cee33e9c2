import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDestructiveDialog } from '#client/components/confirm-destructive-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';

interface DeleteRecordButtonProps {
  /** Deletes the record; its promise settles when the server has answered. */
  remove: () => Promise<unknown>;
  isBusy: boolean;
  /** The button's word (Delete, Delete Lead). */
  label: string;
  title: string;
  description: string;
  deleted: { title: string; description: string };
  /** What the failure toast says when the server gives no message. */
  failure: string;
  onDeleted: () => void;
  className?: string;
}

/**
 * Deletes a record after a confirmation, then toasts. It awaits the deletion itself rather than
 * using mutate's callbacks, because what it sits in (a dialog, a sheet) closes on success and
 * TanStack skips the callbacks of an unmounted caller (decision 009).
 */
export function DeleteRecordButton(props: DeleteRecordButtonProps) {
  const [isOpen, setOpen] = useState(false);

  async function confirm() {
    try {
      await props.remove();
      toast(props.deleted);
      setOpen(false);
      props.onDeleted();
    } catch (error) {
      setOpen(false);
      toastApiError(error, props.failure);
    }
  }

  return (
    <ConfirmDestructiveDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          className={cn('text-destructive hover:text-destructive', props.className)}
        >
          <Trash2 aria-hidden="true" />
          {props.label}
        </Button>
      }
      title={props.title}
      description={props.description}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={props.isBusy}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onConfirm={() => void confirm()}
    />
  );
}
