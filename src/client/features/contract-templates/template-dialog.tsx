import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  createContractTemplateSchema,
  type ContractTemplate,
  type CreateContractTemplateInput,
} from '#shared/contracts/contract-templates.schemas.ts';
import { languageNamesInEnglish, languages, type Language } from '#shared/i18n/languages.ts';
import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateContractTemplate, useUpdateContractTemplate } from './api.ts';
import { ContractContentField } from './contract-content-field.tsx';

type FormOutput = z.output<typeof createContractTemplateSchema>;

const formFields = [
  'name',
  'content',
  ...languages.map((language) => `translations.${language}.content` as const),
  ...languages.map((language) => `translations.${language}.name` as const),
] as const;

/** The languages a template has versions in: every one but the venue's Client Language, its content's. */
export function getVersionLanguages(clientLanguage: Language): Language[] {
  return languages.filter((language) => language !== clientLanguage);
}

/**
 * A version of the template in another language (decision 074), flagged Missing while the
 * content has words and the version none: couples who read it then get the content, whole. Its
 * name (session 31) is what they read as the contract's name; without one, the name above.
 */
function TemplateVersionField({
  control,
  register,
  errors,
  language,
  clientLanguage,
  readOnly,
}: {
  control: Control<CreateContractTemplateInput, unknown, FormOutput>;
  register: UseFormRegister<CreateContractTemplateInput>;
  errors: FieldErrors<CreateContractTemplateInput>;
  language: Language;
  clientLanguage: Language;
  readOnly: boolean;
}) {
  const missing = useMissingInVersion(control, language);
  const isMissing = missing === 'version';
  const name = languageNamesInEnglish[language];
  return (
    <div className="grid min-w-0 gap-5">
      <TextField
        label={`Name in ${name}`}
        lang={language}
        readOnly={readOnly}
        error={errors.translations?.[language]?.name?.message}
        hint={
          missing === 'name'
            ? `Couples who read ${name} see the Template Name above, as written, until you write this one.`
            : `The contract’s name for couples who read ${name}: in their e-mails, signing page and PDF.`
        }
        {...register(`translations.${language}.name`)}
      />
      <ContractContentField
        control={control}
        name={`translations.${language}.content`}
        label={`Content in ${name}`}
        lang={language}
        hint={
          isMissing
            ? `Contracts for couples who read ${name} use the content above, in ${languageNamesInEnglish[clientLanguage]}, until you write this one.`
            : `Contracts for couples who read ${name} start from this version; merge fields are written in ${name}.`
        }
        readOnly={readOnly}
      />
    </div>
  );
}

/**
 * What a version lacks: its text ('version', the Missing flag of decision 074: couples who read
 * it get the original, whole, name and all), else its name ('name', session 31: they read the
 * Template Name as written), else nothing.
 */
function useMissingInVersion(
  control: Control<CreateContractTemplateInput, unknown, FormOutput>,
  language: Language,
): 'version' | 'name' | null {
  const [content, templateName, version, versionName] = useWatch({
    control,
    name: ['content', 'name', `translations.${language}.content`, `translations.${language}.name`],
  });
  if (!version?.trim()) return content?.trim() ? 'version' : null;
  return templateName?.trim() && !versionName?.trim() ? 'name' : null;
}

/** A version's tab, flagged Missing while the version is (decision 073's flag). */
function VersionTab({
  control,
  language,
}: {
  control: Control<CreateContractTemplateInput, unknown, FormOutput>;
  language: Language;
}) {
  const missing = useMissingInVersion(control, language);
  return (
    <TabsTrigger value={language}>
      {languageNamesInEnglish[language]} version
      {missing === 'version' && <Badge variant="outline">Missing</Badge>}
      {missing === 'name' && <Badge variant="outline">Name missing</Badge>}
    </TabsTrigger>
  );
}

/** The form mounts with the dialog, so each opening starts from the template (or empty). */
function TemplateForm({
  template,
  clientLanguage,
  readOnly,
  onDone,
}: {
  template: ContractTemplate | null;
  clientLanguage: Language;
  readOnly: boolean;
  onDone: () => void;
}) {
  const createMutation = useCreateContractTemplate();
  const updateMutation = useUpdateContractTemplate();
  const versionLanguages = getVersionLanguages(clientLanguage);
  const form = useForm<CreateContractTemplateInput, unknown, FormOutput>({
    resolver: zodResolver(createContractTemplateSchema),
    defaultValues: {
      name: template?.name ?? '',
      content: template?.content ?? '',
      translations: Object.fromEntries(
        versionLanguages.map((language) => [
          language,
          {
            content: template?.translations[language]?.content ?? '',
            name: template?.translations[language]?.name ?? '',
          },
        ]),
      ),
    },
  });

  const [tab, setTab] = useState<string>('original');

  /** Shows the tab of the first text with an error, so that the error is seen. */
  function showErrors(errors: FieldErrors<CreateContractTemplateInput> = form.formState.errors) {
    if (errors.content) setTab('original');
    else {
      const failing = versionLanguages.find((language) => errors.translations?.[language]);
      if (failing) setTab(failing);
    }
  }

  const onSubmit = form.handleSubmit(
    ({ translations, ...fields }) => {
      // The versions go only when changed: left out, those saved before stay (a cleared one goes).
      const changed = versionLanguages.some(
        (language) =>
          (translations?.[language]?.content ?? '') !== (template?.translations[language]?.content ?? '') ||
          (translations?.[language]?.name ?? '') !== (template?.translations[language]?.name ?? ''),
      );
      const values = changed ? { ...fields, translations } : fields;
      const callbacks = {
        onSuccess: () => {
          toast({ title: template ? 'Template saved' : 'Template created' });
          onDone();
        },
        onError: (error: unknown) => {
          applyFieldErrors(error, formFields, form.setError);
          showErrors();
          toastApiError(error, 'Please try again.', 'Failed to save template');
        },
      };
      if (template) updateMutation.mutate({ id: template.id, ...values }, callbacks);
      else createMutation.mutate(values, callbacks);
    },
    (errors) => showErrors(errors),
  );

  const isBusy = createMutation.isPending || updateMutation.isPending;
  const contentField = (
    <ContractContentField
      control={form.control}
      name="content"
      label="Template Content"
      hint="Plain text. Merge fields such as {{coupleNames}} are filled in from the booking when a contract is created from it."
      readOnly={readOnly}
    />
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid min-w-0 gap-5">
      <TextField
        label="Template Name"
        readOnly={readOnly}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {versionLanguages.length === 0 ? (
        contentField
      ) : (
        // One text at a time: the content, in the Client Language, and a tab per other language.
        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          <TabsList aria-label="Language versions">
            <TabsTrigger value="original">{languageNamesInEnglish[clientLanguage]} (original)</TabsTrigger>
            {versionLanguages.map((language) => (
              <VersionTab key={language} control={form.control} language={language} />
            ))}
          </TabsList>
          {/* Kept mounted (hidden when not chosen), so an error on a hidden text shows once its tab is. */}
          <TabsContent value="original" forceMount hidden={tab !== 'original'}>
            {contentField}
          </TabsContent>
          {versionLanguages.map((language) => (
            <TabsContent key={language} value={language} forceMount hidden={tab !== language}>
              <TemplateVersionField
                control={form.control}
                register={form.register}
                errors={form.formState.errors}
                language={language}
                clientLanguage={clientLanguage}
                readOnly={readOnly}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Saving...' : 'Save Template'}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/** Adds a template (`template` null) or edits one; a coordinator reads it without changing it. */
export function TemplateDialog({
  open,
  template,
  clientLanguage,
  readOnly,
  onClose,
}: {
  open: boolean;
  template: ContractTemplate | null;
  /** The venue's Client Language, which the content is written in. */
  clientLanguage: Language;
  readOnly: boolean;
  onClose: () => void;
}) {
  const title = readOnly ? (template?.name ?? 'Template') : template ? 'Edit Template' : 'New Template';
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>
            {readOnly
              ? 'Only owners and managers can change contract templates.'
              : 'The text new contracts start from. Merge fields are filled in from the booking.'}
          </DialogDescription>
        </DialogHeader>
        <TemplateForm template={template} clientLanguage={clientLanguage} readOnly={readOnly} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
