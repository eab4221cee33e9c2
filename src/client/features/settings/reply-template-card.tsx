import { RotateCcw } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { DEFAULT_REPLY_TEMPLATE, replyPlaceholders } from '#shared/leads/reply-template.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import type { SettingsFormValues } from './settings-form-schema.ts';

/**
 * The reply Leads & CRM drafts to an inquiry when no language model is configured (or the model
 * failed): the venue's words, with placeholders the server fills from its calendar and settings
 * (decision 049). Like the inquiry link's address, it joins the Venue Info form through `form`.
 */
export function ReplyTemplateCard({ readOnly, formId }: { readOnly: boolean; formId: string }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<SettingsFormValues>();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Inquiry Replies</h2>
        </CardTitle>
        <CardDescription>
          Draft a reply on a lead starts from this template. The server fills in the placeholders, so the date’s
          availability and your base price always come from your calendar and settings.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
          <TextareaField
            label="Reply Template"
            form={formId}
            rows={14}
            error={errors.venue?.replyTemplate?.message}
            {...register('venue.replyTemplate')}
          />
          <dl className="text-muted-foreground grid gap-1 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-3">
            {Object.entries(replyPlaceholders).map(([name, meaning]) => (
              <div key={name} className="contents">
                <dt className="text-foreground font-mono">{`{${name}}`}</dt>
                <dd className="mb-1 sm:mb-0">{meaning}</dd>
              </div>
            ))}
          </dl>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setValue('venue.replyTemplate', DEFAULT_REPLY_TEMPLATE, { shouldDirty: true })}
          >
            <RotateCcw aria-hidden="true" />
            Use the Default Template
          </Button>
        </fieldset>
      </CardContent>
    </Card>
  );
}
