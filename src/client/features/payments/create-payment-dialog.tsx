import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { CreatePaymentForm } from './create-payment-form.tsx';

export function CreatePaymentDialog({
  open,
  timeZone,
  onClose,
}: {
  open: boolean;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Payment</DialogTitle>
          <DialogDescription>
            A payment the couple owes: a deposit, a milestone, the final balance or an extra.
          </DialogDescription>
        </DialogHeader>
        <CreatePaymentForm timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
