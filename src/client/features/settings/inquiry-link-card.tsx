import { Copy, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { copyLink, copyToClipboard } from '#client/lib/copy-to-clipboard.ts';
import { getInquiryEmbedCode, getInquiryUrl } from './inquiry-embed.ts';
import type { SettingsFormValues } from './settings-form-schema.ts';

/** Lower-cased as typed: the address takes only lower-case letters, digits and hyphens. */
function toSlug(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

/**
 * The venue's public inquiry form (/inquire/{slug}): its address, which owners and managers
 * edit with the rest of the settings, and the link and embed code as saved, to copy or open.
 * It sits outside the tab's read-only fieldset so a coordinator can still copy the link; the
 * address field joins the Venue Info form through the `form` attribute (Enter saves).
 */
export function InquiryLinkCard({
  slug,
  venueName,
  readOnly,
  formId,
}: {
  slug: string;
  venueName: string;
  readOnly: boolean;
  formId: string;
}) {
  const linkId = useId();
  const embedId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();
  const typedSlug = useWatch({ control, name: 'venue.slug' });
  const origin = window.location.origin;
  const url = getInquiryUrl(origin, slug);
  const embedCode = getInquiryEmbedCode(url, venueName);
  const isChanged = typeof typedSlug === 'string' && typedSlug !== '' && typedSlug !== slug;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Inquiry Form</h2>
        </CardTitle>
        <CardDescription>
          Share the link or put the form on your own website. Every inquiry arrives in Leads & CRM as a website lead.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset disabled={readOnly} className="min-w-0">
          <TextField
            label="Inquiry Link Address"
            form={formId}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            hint="3 to 40 lower-case letters, digits and hyphens. The old link stops working when you change it."
            error={errors.venue?.slug?.message}
            {...register('venue.slug', { setValueAs: toSlug })}
          />
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={linkId}>Inquiry Link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={linkId}
              readOnly
              value={url}
              aria-describedby={isChanged ? `${linkId}-pending` : undefined}
              className="font-mono text-xs md:text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex gap-2">
              <Button type="button" variant="outline" className="flex-1" onClick={() => void copyLink(url, 'Inquiry')}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
              <Button variant="outline" className="flex-1" asChild>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Open
                  <span className="sr-only"> the inquiry form in a new tab</span>
                </a>
              </Button>
            </div>
          </div>
          {isChanged && (
            <p id={`${linkId}-pending`} className="text-muted-foreground text-xs">
              Save changes to move the form to {getInquiryUrl(origin, typedSlug)}.
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={embedId}>Embed Code</Label>
          <Textarea
            id={embedId}
            readOnly
            rows={3}
            value={embedCode}
            aria-describedby={`${embedId}-hint`}
            className="field-sizing-content min-h-0 font-mono text-xs break-all md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={`${embedId}-hint`} className="text-muted-foreground text-xs">
            Paste it into your website where the form should appear.
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              void copyToClipboard(embedCode, {
                title: 'Code copied',
                description: 'Embed code has been copied to clipboard.',
              })
            }
          >
            <Copy aria-hidden="true" />
            Copy Embed Code
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
