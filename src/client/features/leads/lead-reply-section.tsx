import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendLeadReplySchema, type LeadReplyDraft, type SendLeadReplyInput } from '#shared/leads/lead-reply.schemas.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage } from '#client/lib/api-error-messages.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useDraftLeadReply, useSendLeadReply } from './api.ts';

const authorNotes: Record<LeadReplyDraft['author'], string> = {
  model: 'Written by the language model around your calendar’s and settings’ facts. Read it before you send it.',
  engine: 'From your reply template in Settings, with the facts from your calendar and settings.',
};

function ReplyForm({ lead, draft, onDone }: { lead: Lead; draft: LeadReplyDraft; onDone: () => void }) {
  const sendMutation = useSendLeadReply();
  const form = useForm<SendLeadReplyInput>({
    resolver: zodResolver(sendLeadReplySchema),
    defaultValues: { subject: draft.subject, body: draft.body },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (reply) => {
    try {
      const sent = await sendMutation.mutateAsync({ id: lead.id, ...reply });
      const moved = lead.status === 'new' && sent.status === 'contacted' ? ' The lead is now Contacted.' : '';
      toast({ title: 'Reply sent', description: `Sent to ${sent.email}.${moved}` });
      onDone();
    } catch (error) {
      applyFieldErrors(error, ['subject', 'body'], form.setError);
      toastApiError(error, 'Failed to send reply');
    }
  });

  const isBusy = sendMutation.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <p className="text-muted-foreground text-sm break-words">
        To <span className="text-foreground font-medium">{lead.email}</span>, from your venue’s name; replies come back
        to your venue’s e-mail.
      </p>
      <TextField label="Subject" required error={errors.subject?.message} {...form.register('subject')} />
      <TextareaField
        label="Message"
        required
        rows={14}
        hint={authorNotes[draft.author]}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          Discard
        </Button>
        <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
          <Send aria-hidden="true" />
          {isBusy ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Draft a reply: the server writes an answer to the inquiry (the language model's words around
 * the server's facts, or the venue's template), the coordinator edits it and sends it in the
 * venue's name (decision 049). When the model fails, the template's draft is one click away.
 */
export function LeadReplySection({ lead }: { lead: Lead }) {
  const draftMutation = useDraftLeadReply();
  const [draft, setDraft] = useState<LeadReplyDraft | null>(null);
  const [modelFailure, setModelFailure] = useState<string | null>(null);

  const requestDraft = (author?: 'engine') => {
    setModelFailure(null);
    draftMutation.mutate(
      { id: lead.id, author },
      {
        onSuccess: setDraft,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 502) setModelFailure(getApiErrorMessage(error, ''));
          else toastApiError(error, 'Failed to draft a reply');
        },
      },
    );
  };

  if (draft) return <ReplyForm key={draft.body} lead={lead} draft={draft} onDone={() => setDraft(null)} />;
  const isBusy = draftMutation.isPending;
  return (
    <div className="grid gap-3">
      {modelFailure && (
        <div
          role="alert"
          className="border-destructive/30 bg-destructive/5 text-destructive grid gap-3 rounded-md border p-3 text-sm font-medium"
        >
          <p className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {modelFailure}
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => requestDraft('engine')}
            disabled={isBusy}
          >
            Use the template draft
          </Button>
        </div>
      )}
      <Button
        type="button"
        variant={modelFailure ? 'ghost' : 'outline'}
        className="justify-self-start"
        onClick={() => requestDraft()}
        disabled={isBusy}
        aria-busy={isBusy}
      >
        <Sparkles aria-hidden="true" />
        {isBusy ? 'Drafting...' : modelFailure ? 'Try the model again' : 'Draft a reply'}
      </Button>
    </div>
  );
}
