import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { automationKindInfo, automationMergeFieldLabels } from '#shared/automations/automation-kinds.ts';
import {
  automationInputSchema,
  type Automation,
  type AutomationInput,
  type AutomationPreview,
  type AutomationValues,
} from '#shared/automations/automations.schemas.ts';
import { languageNamesInEnglish, languages, type Language } from '#shared/i18n/languages.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { usePreviewAutomation, useUpdateAutomation } from './api.ts';

/** The languages a venue can write a version in: all but its default client language, which the subject and body are in. */
function otherLanguages(clientLanguage: Language): Language[] {
  return languages.filter((language) => language !== clientLanguage);
}

function formFieldsFor(clientLanguage: Language) {
  return [
    'enabled',
    'delayDays',
    'subject',
    'body',
    'reviewLink',
    ...otherLanguages(clientLanguage).flatMap(
      (language) => [`translations.${language}.subject`, `translations.${language}.body`] as const,
    ),
  ] as const;
}

/** The form's values: every other language has its version's fields, empty when the venue wrote none. */
function toInput(automation: Automation, clientLanguage: Language): AutomationInput {
  const { kind, enabled, delayDays, subject, body, reviewLink, translations } = automation;
  const versions = Object.fromEntries(
    otherLanguages(clientLanguage).map((language) => [language, translations[language] ?? { subject: '', body: '' }]),
  );
  return { kind, enabled, delayDays, subject, body, reviewLink: reviewLink ?? '', translations: versions };
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

function PreviewPanel({ preview, requested }: { preview: AutomationPreview; requested: Language }) {
  const written = languageNamesInEnglish[preview.language];
  // Asked for a language the e-mail has no version in: say what those couples get instead.
  const language =
    requested === preview.language
      ? `In ${written}.`
      : `In ${written}: couples who read ${languageNamesInEnglish[requested]} get this e-mail until it has a version in their language.`;
  const source = preview.source
    ? `Filled from ${preview.source.type === 'lead' ? 'the lead' : 'the booking'} ${preview.source.name}.`
    : 'Filled from an example: your venue has no lead or booking to show yet.';
  return (
    <section aria-label="Preview" lang={preview.language} className="bg-muted grid min-w-0 gap-2 rounded-md border p-3">
      <p className="text-muted-foreground text-xs" lang="en">
        {language} {source}
      </p>
      <p className="text-sm font-medium break-words">Subject: {preview.subject}</p>
      <pre className="font-sans text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
    </section>
  );
}

/**
 * The venue's version of its e-mail in another language (decision 073), and what a couple who
 * reads it gets meanwhile: VenueDesk's own translation while the e-mail is VenueDesk's, else the
 * e-mail above, whole, which the badge flags.
 */
function VersionFields({
  language,
  clientLanguage,
  isVenueDesksOwn,
  form,
}: {
  language: Language;
  clientLanguage: Language;
  isVenueDesksOwn: boolean;
  form: UseFormReturn<AutomationInput, unknown, AutomationValues>;
}) {
  const name = languageNamesInEnglish[language];
  const version = useWatch({ control: form.control, name: `translations.${language}` });
  const isWritten = Boolean(version?.subject.trim() || version?.body.trim());
  const errors = form.formState.errors.translations?.[language];
  const status = isWritten
    ? null
    : isVenueDesksOwn
      ? `Couples who read ${name} get VenueDesk’s ${name} version of this e-mail until you edit it.`
      : `Couples who read ${name} get the ${languageNamesInEnglish[clientLanguage]} e-mail above until you write this version.`;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-md border p-3 sm:p-4">
      <legend className="flex flex-wrap items-center gap-2 px-1 text-sm font-medium">
        {name} version
        {!isWritten && !isVenueDesksOwn && <Badge variant="outline">Missing</Badge>}
      </legend>
      {status && <p className="text-muted-foreground text-sm">{status}</p>}
      <TextField
        label={`Subject in ${name}`}
        lang={language}
        error={errors?.subject?.message}
        {...form.register(`translations.${language}.subject`)}
      />
      <TextareaField
        label={`Message in ${name}`}
        lang={language}
        rows={8}
        error={errors?.body?.message}
        {...form.register(`translations.${language}.body`)}
      />
    </fieldset>
  );
}

/** One automation: its switch, its delay and its e-mail, previewed with a real lead or booking before saving. */
export function AutomationCard({
  automation,
  readOnly,
  clientLanguage,
}: {
  automation: Automation;
  readOnly: boolean;
  /** The venue's default client language: the one the subject and body are written in. */
  clientLanguage: Language;
}) {
  const info = automationKindInfo[automation.kind];
  const formFields = formFieldsFor(clientLanguage);
  const headingId = useId();
  const updateMutation = useUpdateAutomation();
  const previewMutation = usePreviewAutomation();
  const [preview, setPreview] = useState<{ email: AutomationPreview; requested: Language } | null>(null);
  const form = useForm<AutomationInput, unknown, AutomationValues>({
    resolver: zodResolver(automationInputSchema),
    defaultValues: toInput(automation, clientLanguage),
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(() => {
    updateMutation.mutate(
      { id: automation.id, input: form.getValues() },
      {
        onSuccess: (saved) => {
          form.reset(toInput(saved, clientLanguage));
          toast({ title: `${info.title} saved` });
        },
        onError: (error) => {
          applyFieldErrors(error, formFields, form.setError);
          toastApiError(error, 'Please try again.', 'Failed to save the automation');
        },
      },
    );
  });
  const showPreview = (language: Language) =>
    form.handleSubmit(() => {
      previewMutation.mutate(
        { id: automation.id, input: form.getValues(), language },
        {
          onSuccess: (email) => setPreview({ email, requested: language }),
          onError: (error) => {
            applyFieldErrors(error, formFields, form.setError);
            toastApiError(error, 'Please try again.', 'Failed to preview the e-mail');
          },
        },
      );
    })();
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const isVenueDesksOwn = subject === info.defaultSubject && body === info.defaultBody;

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
                {otherLanguages(clientLanguage).map((language) => (
                  <VersionFields
                    key={language}
                    language={language}
                    clientLanguage={clientLanguage}
                    isVenueDesksOwn={isVenueDesksOwn}
                    form={form}
                  />
                ))}
              </>
            ) : (
              <p className="text-muted-foreground text-sm">
                The e-mail is the payment request itself, with the deposit’s amount and its pay link.
              </p>
            )}
          </fieldset>
          {preview && <PreviewPanel preview={preview.email} requested={preview.requested} />}
          <div className="flex flex-wrap gap-2">
            {info.fields && !readOnly && (
              <>
                {[clientLanguage, ...otherLanguages(clientLanguage)].map((language) => (
                  <Button
                    key={language}
                    type="button"
                    variant="outline"
                    onClick={() => void showPreview(language)}
                    disabled={previewMutation.isPending}
                    aria-busy={previewMutation.isPending}
                  >
                    <Eye aria-hidden="true" />
                    {language === clientLanguage ? 'Preview' : `Preview in ${languageNamesInEnglish[language]}`}
                  </Button>
                ))}
              </>
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
