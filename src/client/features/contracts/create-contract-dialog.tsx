import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { CreateContractForm } from './create-contract-form.tsx';

export function CreateContractDialog({
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
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Create Contract</DialogTitle>
          <DialogDescription>
            Start from a template or write your own, then save it as a draft or send it for e-signature.
          </DialogDescription>
        </DialogHeader>
        <CreateContractForm timeZone={timeZone} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
