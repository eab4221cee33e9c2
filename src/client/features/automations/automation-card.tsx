import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { automationKindInfo, automationMergeFieldLabels } from '#shared/automations/automation-kinds.ts';
import {
  automationInputSchema,
  type Automation,
  type AutomationInput,
  type AutomationPreview,
  type AutomationValues,
} from '#shared/automations/automations.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { usePreviewAutomation, useUpdateAutomation } from './api.ts';

const formFields = ['enabled', 'delayDays', 'subject', 'body', 'reviewLink'] as const;

function toInput(automation: Automation): AutomationInput {
  const { kind, enabled, delayDays, subject, body, reviewLink } = automation;
  return { kind, enabled, delayDays, subject, body, reviewLink: reviewLink ?? '' };
}

function MergeFieldHelp({ fields }: { fields: readonly (keyof typeof automationMergeFieldLabels)[] }) {
  return (
    <details className="text-sm">
      <summary className="text-primary cursor-pointer font-medium">Merge fields</summary>
      <p className="text-muted-foreground mt-2 text-xs">
        Filled in from the lead or booking when the e-mail is sent. Leave a blank line between paragraphs; a paragraph
        whose field has no value (no guest count yet) is left out.
      </p>
      <dl className="text-muted-foreground mt-2 grid gap-1 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {fields.map((field) => (
          <div key={field} className="contents">
            <dt className="text-foreground font-mono break-all">{`{{${field}}}`}</dt>
            <dd className="mb-1 sm:mb-0">{automationMergeFieldLabels[field]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function PreviewPanel({ preview }: { preview: AutomationPreview }) {
  const source = preview.source
    ? `Filled from ${preview.source.type === 'lead' ? 'the lead' : 'the booking'} ${preview.source.name}.`
    : 'Filled from an example: your venue has no lead or booking to show yet.';
  return (
    <section aria-label="Preview" className="bg-muted grid min-w-0 gap-2 rounded-md border p-3">
      <p className="text-muted-foreground text-xs">{source}</p>
      <p className="text-sm font-medium break-words">Subject: {preview.subject}</p>
      <pre className="font-sans text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
    </section>
  );
}

/** One automation: its switch, its delay and its e-mail, previewed with a real lead or booking before saving. */
export function AutomationCard({ automation, readOnly }: { automation: Automation; readOnly: boolean }) {
  const info = automationKindInfo[automation.kind];
  const headingId = useId();
  const updateMutation = useUpdateAutomation();
  const previewMutation = usePreviewAutomation();
  const [preview, setPreview] = useState<AutomationPreview | null>(null);
  const form = useForm<AutomationInput, unknown, AutomationValues>({
    resolver: zodResolver(automationInputSchema),
    defaultValues: toInput(automation),
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(() => {
    updateMutation.mutate(
      { id: automation.id, input: form.getValues() },
      {
        onSuccess: (saved) => {
          form.reset(toInput(saved));
          toast({ title: `${info.title} saved` });
        },
        onError: (error) => {
          applyFieldErrors(error, formFields, form.setError);
          toastApiError(error, 'Please try again.', 'Failed to save the automation');
        },
      },
    );
  });
  const showPreview = form.handleSubmit(() => {
    previewMutation.mutate(
      { id: automation.id, input: form.getValues() },
      {
        onSuccess: setPreview,
        onError: (error) => {
          applyFieldErrors(error, formFields, form.setError);
          toastApiError(error, 'Please try again.', 'Failed to preview the e-mail');
        },
      },
    );
  });

  const isSaving = updateMutation.isPending;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <div className="flex items-start justify-between gap-4">
          <div className="grid min-w-0 gap-1.5">
            <CardTitle>
              <h2 id={headingId}>{info.title}</h2>
            </CardTitle>
            <CardDescription>{info.trigger}</CardDescription>
          </div>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={readOnly}
                aria-label={`${info.title} on`}
              />
            )}
          />
        </div>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid min-w-0 gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!readOnly) void save();
          }}
        >
          <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
            {info.delay && (
              <TextField
                label={info.delay.label}
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                className="max-w-48"
                error={errors.delayDays?.message}
                {...form.register('delayDays', {
                  setValueAs: (value: string) => (value === '' ? null : Number(value)),
                })}
              />
            )}
            {automation.kind === 'thank_you' && (
              <TextField
                label="Review Link"
                type="url"
                placeholder="https://g.page/r/your-venue/review"
                error={errors.reviewLink?.message}
                {...form.register('reviewLink')}
              />
            )}
            {info.fields ? (
              <>
                <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
                <TextareaField label="Message" rows={10} error={errors.body?.message} {...form.register('body')} />
                <MergeFieldHelp fields={info.fields} />
              </>
            ) : (
              <p className="text-muted-foreground text-sm">
                The e-mail is the payment request itself, with the deposit’s amount and its pay link.
              </p>
            )}
          </fieldset>
          {preview && <PreviewPanel preview={preview} />}
          <div className="flex flex-wrap gap-2">
            {info.fields && !readOnly && (
              <Button
                type="button"
                variant="outline"
                onClick={() => void showPreview()}
                disabled={previewMutation.isPending}
                aria-busy={previewMutation.isPending}
              >
                <Eye aria-hidden="true" />
                Preview
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
                <Save aria-hidden="true" />
                {isSaving ? 'Saving...' : 'Save'}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
