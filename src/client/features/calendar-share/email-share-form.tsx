import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { splitRecipients } from '#shared/calendar/calendar-share.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useShareByEmail } from './api.ts';

/**
 * Email sharing: comma-separated addresses, one e-mail each carrying the share link. Send waits
 * for something typed; separators alone get spec §2's 'No recipients' toast and post nothing.
 */
export function EmailShareForm({ readOnly }: { readOnly: boolean }) {
  const id = useId();
  const [field, setField] = useState('');
  const send = useShareByEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const recipients = splitRecipients(field);
    if (recipients.length === 0) {
      toast({
        variant: 'destructive',
        title: 'No recipients',
        description: 'Please enter at least one email address.',
      });
      return;
    }
    send.mutate(recipients, {
      onSuccess: (result) => {
        setField('');
        const sent = result?.sent ?? recipients.length;
        toast({
          title: 'Calendar shared',
          description: `The share link was e-mailed to ${sent === 1 ? '1 recipient' : `${sent} recipients`}.`,
        });
      },
      onError: (error) => toastApiError(error, 'The e-mails could not be sent. Try again.', 'Not sent'),
    });
  }

  return (
    <form className="grid min-w-0 gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={id}>Recipients</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="planner@example.com, family@example.com"
          value={field}
          disabled={readOnly}
          aria-describedby={`${id}-hint`}
          className="min-w-0"
          onChange={(event) => setField(event.target.value)}
        />
        <Button type="submit" disabled={readOnly || field.trim() === '' || send.isPending} aria-busy={send.isPending}>
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {readOnly
          ? 'Only owners and managers can e-mail the share link.'
          : 'Separate addresses with commas. Each person gets an e-mail with the share link.'}
      </p>
    </form>
  );
}
