import { Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { shareSlugSchema, type CalendarShare } from '#shared/calendar/calendar-share.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApiErrorMessage, getApiFieldErrors } from '#client/lib/api-error-messages.ts';
import { copyLink } from '#client/lib/copy-to-clipboard.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useUpdateShareSlug } from './api.ts';

/** The error to show on the field: the rule it breaks, a taken address (409), or none. */
function getSlugError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return getApiErrorMessage(error, 'This address is already taken. Try another one.');
  if (error.status === 400)
    return getApiFieldErrors(error).slug ?? getApiErrorMessage(error, 'This address cannot be used.');
  return null;
}

/** {origin of the share link}/shared-calendar/{slug} */
export function getCustomShareUrl(shareUrl: string, slug: string): string {
  return `${new URL(shareUrl).origin}/shared-calendar/${slug}`;
}

/**
 * The custom address (spec §2, placeholder my-venue-calendar): checked here by the same rule the
 * server applies; a taken one (409) or a refused one (400) shows the server's words on the field.
 * It opens the calendar only while public access is on; the token link always works for staff.
 */
export function CustomUrlForm({ share, readOnly }: { share: CalendarShare; readOnly: boolean }) {
  const id = useId();
  const [value, setValue] = useState(share.slug ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateShareSlug();
  const typed = value.trim().toLowerCase();
  const isChanged = typed !== (share.slug ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed !== '') {
      const checked = shareSlugSchema.safeParse(typed);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? 'This address cannot be used.');
        return;
      }
    }
    setError(null);
    save.mutate(typed, {
      onSuccess: (saved) => {
        setValue(saved.slug ?? '');
        toast({
          title: saved.slug ? 'Custom URL saved' : 'Custom URL removed',
          description: saved.slug
            ? `The calendar also opens at /shared-calendar/${saved.slug}.`
            : 'Only the share link opens the calendar now.',
        });
      },
      onError: (failure) => {
        const message = getSlugError(failure);
        if (message) setError(message);
        else toastApiError(failure, 'The custom URL could not be saved. Try again.');
      },
    });
  }

  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form className="grid min-w-0 gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={id}>Custom URL</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
        <span className="text-muted-foreground shrink-0 font-mono text-xs" aria-hidden="true">
          /shared-calendar/
        </span>
        <Input
          id={id}
          value={value}
          placeholder="my-venue-calendar"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 font-mono text-sm"
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        {!readOnly && (
          <Button type="submit" disabled={!isChanged || save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        3 to 40 lower-case letters, digits and hyphens. It opens the calendar only while public access is on.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
      {share.slug && !isChanged && (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="text-muted-foreground min-w-0 font-mono text-xs break-all">
            {getCustomShareUrl(share.shareUrl, share.slug)}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void copyLink(getCustomShareUrl(share.shareUrl, share.slug ?? ''), 'Custom')}
          >
            <Copy aria-hidden="true" />
            Copy
            <span className="sr-only"> custom link</span>
          </Button>
        </div>
      )}
    </form>
  );
}
