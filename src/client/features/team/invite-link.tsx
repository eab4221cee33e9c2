import { Copy } from 'lucide-react';
import { useId } from 'react';
import { INVITATION_TTL_DAYS } from '#shared/team/team.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { copyToClipboard } from '#client/lib/copy-to-clipboard.ts';

/**
 * The link of the invitation just sent. Without SMTP the e-mail stays in the outbox, so the
 * person who invites can hand the link over themselves.
 */
export function InviteLink({ email, url }: { email: string; url: string }) {
  const id = useId();

  function copyLink() {
    return copyToClipboard(url, { title: 'Link copied', description: `Send it to ${email} to join your team.` });
  }

  return (
    <div className="bg-muted/50 grid gap-2 rounded-lg border p-4">
      <Label htmlFor={id}>Invite link for {email}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          className="font-mono text-xs md:text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copyLink()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">The link works once and expires in {INVITATION_TTL_DAYS} days.</p>
    </div>
  );
}
