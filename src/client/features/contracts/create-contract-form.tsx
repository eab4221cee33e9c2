import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { pickTemplateVersion } from '#shared/contracts/contract-versions.ts';
import { createContractSchema, type CreateContractInput } from '#shared/contracts/contracts.schemas.ts';
import { languageNamesInEnglish, languages, type Language } from '#shared/i18n/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ContractContentField, useContractTemplates } from '#client/features/contract-templates/index.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateContract, useSendContract } from './api.ts';
import { BilingualCheckbox } from './bilingual-checkbox.tsx';
import { ContractBookingSelect } from './contract-booking-select.tsx';
import { ContractTemplateSelect } from './contract-template-select.tsx';
import { FormNotice } from './form-notice.tsx';
import { parseAmount } from './parse-amount.ts';
import { SENT_TOAST } from './use-contract-actions.ts';

type FormOutput = z.output<typeof createContractSchema>;

const formFields = [
  'bookingId',
  'templateId',
  'templateName',
  'content',
  'signerEmail',
  'amount',
  ...languages.map((language) => `translations.${language}.content` as const),
  ...languages.map((language) => `translations.${language}.name` as const),
] as const;

/** The other language of a bilingual contract: the first that is not the governing one. */
function otherLanguage(language: Language): Language {
  return languages.find((candidate) => candidate !== language)!;
}

/**
 * The texts a template gives a contract in `requested` (decision 074): its version in that
 * language, else its original whole; and, for a bilingual contract, its version in the other
 * language, when it has one.
 */
function getTemplateTexts(template: ContractTemplate, requested: Language) {
  const governing = pickTemplateVersion(template, requested, template.language);
  const other = otherLanguage(governing.language);
  const second = pickTemplateVersion(template, other, template.language);
  // The other version's name only when the template has one in its language (session 31): else
  // its readers get the governing name, as written, rather than a name labelled wrongly.
  const secondName = other === template.language ? template.name : template.translations[other]?.name;
  return {
    governing,
    second:
      second.language === other
        ? { language: other, content: second.content, version: { content: second.content, name: secondName } }
        : null,
  };
}

const emptyForm: CreateContractInput = {
  bookingId: undefined as unknown as number,
  templateId: null,
  templateName: null,
  content: '',
  signerEmail: '',
  amount: null,
  status: 'draft',
};

/**
 * The Create Contract form (spec §2, §5). Choosing a booking fills the client email and amount;
 * choosing a template fills the name and content, and the venue's default template is chosen at
 * the start. Both buttons wait for a booking. Create & Send creates, then sends with the new id
 * (spec §4). The form mounts with the dialog, so closing it resets it.
 */
export function CreateContractForm({ timeZone, onDone }: { timeZone: string; onDone: () => void }) {
  const checkboxId = useId();
  const templatesQuery = useContractTemplates();
  const createMutation = useCreateContract();
  const sendMutation = useSendContract();
  const [isCustom, setIsCustom] = useState(false);
  const [action, setAction] = useState<'draft' | 'send' | null>(null);
  const lastTemplate = useRef<ContractTemplate | null>(null);
  const languageId = useId();
  /** The language staff asked for: the booking's, or their choice; null until either is known. */
  const [requested, setRequested] = useState<Language | null>(null);
  const [isBilingual, setIsBilingual] = useState(false);
  /** The text last filled from a template, to tell whether staff have changed it since. */
  const lastFilled = useRef<string | null>(null);
  const form = useForm<CreateContractInput, unknown, FormOutput>({
    resolver: zodResolver(createContractSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const bookingId = useWatch({ control: form.control, name: 'bookingId' });
  const templateId = useWatch({ control: form.control, name: 'templateId' });

  /** Fills the text (and the other version of a bilingual contract) from a template, in a language. */
  function fillFromTemplate(template: ContractTemplate, language: Language | null, bilingual: boolean) {
    const { governing, second } = getTemplateTexts(template, language ?? template.language);
    const validate = { shouldValidate: form.formState.isSubmitted };
    form.setValue('content', governing.content, validate);
    form.setValue('language', governing.language);
    // The name the couple reads in the contract's language (session 31): its version's, else the template's.
    form.setValue('templateName', governing.name);
    lastFilled.current = governing.content;
    form.setValue('translations', bilingual && second ? { [second.language]: second.version } : undefined);
    return second !== null;
  }

  /** Writes a template into the form (no state of the component: the prefill's effect calls it). */
  function applyTemplate(template: ContractTemplate) {
    lastTemplate.current = template;
    form.setValue('templateId', template.id);
    form.clearErrors(['templateId', 'templateName']);
    return fillFromTemplate(template, requested, isBilingual);
  }

  function chooseTemplate(template: ContractTemplate) {
    // A template with no version in the other language cannot make a bilingual contract.
    if (!applyTemplate(template)) setIsBilingual(false);
  }

  /**
   * The contract's language: the template's version in it (or its original, whole, when it has
   * none); a custom text is taken as written in it. Choosing a booking leaves a text staff have
   * edited as it is.
   */
  function chooseLanguage(language: Language, options: { keepEditedText?: boolean } = {}) {
    const template = lastTemplate.current;
    const isEdited = form.getValues('content') !== lastFilled.current;
    if (options.keepEditedText && isEdited) return;
    setRequested(language);
    if (!isCustom && template) fillFromTemplate(template, language, isBilingual);
    else {
      form.setValue('language', language);
      if (isBilingual) form.setValue('translations', { [otherLanguage(language)]: { content: '' } });
    }
  }

  function chooseBilingual(bilingual: boolean) {
    setIsBilingual(bilingual);
    const template = lastTemplate.current;
    const language = form.getValues('language') ?? requested ?? template?.language ?? 'en';
    if (!bilingual) form.setValue('translations', undefined);
    else if (!isCustom && template) {
      const { second } = getTemplateTexts(template, language);
      if (second) form.setValue('translations', { [second.language]: second.version });
    } else form.setValue('translations', { [otherLanguage(language)]: { content: '' } });
  }

  function chooseBooking(booking: Booking) {
    form.setValue('bookingId', booking.id, { shouldValidate: form.formState.isSubmitted });
    form.setValue('signerEmail', booking.email, { shouldValidate: form.formState.isSubmitted });
    form.setValue('amount', booking.totalAmount ?? '');
    // The couple's language: a contract for a Spanish-reading couple starts from the Spanish version.
    chooseLanguage(booking.language, { keepEditedText: true });
  }

  // The venue's default template is chosen once the templates arrive, unless text was typed.
  const templates = templatesQuery.data;
  const hasPrefilled = useRef(false);
  useEffect(() => {
    if (hasPrefilled.current || !templates) return;
    hasPrefilled.current = true;
    const preferred = templates.find((template) => template.isDefault) ?? templates[0];
    if (preferred && !form.getValues('content')) applyTemplate(preferred);
    // applyTemplate only writes to the form, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templates]);

  function toggleCustom(custom: boolean) {
    setIsCustom(custom);
    if (custom) {
      form.setValue('templateId', null);
      form.setValue('templateName', '');
      if (requested) form.setValue('language', requested);
    } else {
      // Back to the template chosen before, named in the contract's language; the text stays as it is.
      const template = lastTemplate.current;
      form.setValue('templateId', template?.id ?? null);
      form.setValue(
        'templateName',
        template ? getTemplateTexts(template, form.getValues('language') ?? template.language).governing.name : null,
      );
    }
    form.clearErrors(['templateId', 'templateName']);
  }

  function send(contractId: string) {
    sendMutation.mutate(contractId, {
      onSuccess: () => {
        toast(SENT_TOAST);
        onDone();
      },
      onError: (error) => {
        // The draft exists: the list offers Send again.
        toastApiError(error, 'Please try again.', 'Failed to send contract');
        onDone();
      },
    });
  }

  function submit(andSend: boolean) {
    return form.handleSubmit(({ language, translations, ...values }) => {
      setAction(andSend ? 'send' : 'draft');
      // The spec's payload when the contract is in the venue's own language, in one version.
      const isVenueLanguage = language === venueLanguage && !translations;
      createMutation.mutate(
        { ...values, ...(!isVenueLanguage && { language }), ...(translations && { translations }), status: 'draft' },
        {
          onSuccess: (contract) => {
            toast({ title: 'Contract created' });
            if (andSend) send(contract.id);
            else onDone();
          },
          onError: (error) => {
            applyFieldErrors(error, formFields, form.setError);
            toastApiError(error, 'Please try again.', 'Failed to create contract');
          },
        },
      );
    });
  }

  /** The venue's Client Language, which its templates are written in. */
  const venueLanguage = templates?.[0]?.language;
  const contentLanguage = useWatch({ control: form.control, name: 'language' });
  const translations = useWatch({ control: form.control, name: 'translations' });
  const templateName = useWatch({ control: form.control, name: 'templateName' });
  const secondLanguage = translations ? (Object.keys(translations)[0] as Language | undefined) : undefined;
  const shownLanguage = requested ?? contentLanguage ?? venueLanguage ?? 'en';
  const template = isCustom ? null : (templates?.find((candidate) => candidate.id === templateId) ?? null);
  const hasFallenBack = Boolean(template && requested && contentLanguage && contentLanguage !== requested);
  const canBeBilingual =
    isCustom || !template || getTemplateTexts(template, contentLanguage ?? shownLanguage).second !== null;

  const isBusy = createMutation.isPending || sendMutation.isPending;
  const canSubmit = typeof bookingId === 'number' && !isBusy;
  // In template mode a missing template shows as the schema's missing name.
  const templateError = errors.templateId?.message ?? (errors.templateName ? 'Choose a template' : undefined);

  return (
    <form onSubmit={(event) => void submit(false)(event)} noValidate className="grid min-w-0 gap-5">
      <ContractBookingSelect
        value={bookingId}
        timeZone={timeZone}
        error={errors.bookingId?.message}
        onChoose={chooseBooking}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Client Email"
          type="email"
          autoComplete="off"
          error={errors.signerEmail?.message}
          {...form.register('signerEmail')}
        />
        <TextField
          label="Contract Amount ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: parseAmount })}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={isCustom}
          onChange={(event) => toggleCustom(event.target.checked)}
          className="accent-primary size-4 cursor-pointer"
        />
        <label htmlFor={checkboxId} className="cursor-pointer text-sm font-medium">
          Create custom contract
        </label>
      </div>
      {isCustom ? (
        <TextField label="Contract Name" error={errors.templateName?.message} {...form.register('templateName')} />
      ) : (
        <ContractTemplateSelect
          query={templatesQuery}
          value={templateId}
          error={templateError}
          onChoose={chooseTemplate}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={languageId}>Contract Language</Label>
          <Select value={shownLanguage} onValueChange={(value) => chooseLanguage(value as Language)}>
            <SelectTrigger id={languageId} aria-describedby={`${languageId}-hint`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {languages.map((language) => (
                <SelectItem key={language} value={language}>
                  {languageNamesInEnglish[language]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id={`${languageId}-hint`} className="text-muted-foreground text-xs">
            The couple’s language when you choose their booking. Merge fields are written in it.
          </p>
        </div>
        <div className="grid content-start gap-2">
          <BilingualCheckbox
            className="sm:mt-7"
            checked={isBilingual}
            disabled={!canBeBilingual}
            onChange={chooseBilingual}
            hint={
              canBeBilingual
                ? `The ${languageNamesInEnglish[contentLanguage ?? shownLanguage]} version governs: where the two differ, it prevails.`
                : `This template has no ${languageNamesInEnglish[otherLanguage(contentLanguage ?? shownLanguage)]} version to show beside it.`
            }
          />
        </div>
      </div>
      {!isCustom && templateName && (
        <p className="text-muted-foreground text-sm wrap-anywhere" data-testid="contract-name-used">
          {'The couple reads it as '}
          <span lang={contentLanguage} className="text-foreground font-medium">
            {`“${templateName}”`}
          </span>
          {secondLanguage && translations?.[secondLanguage]?.name && (
            <>
              {` and, in ${languageNamesInEnglish[secondLanguage]}, `}
              <span lang={secondLanguage} className="text-foreground font-medium">
                {`“${translations[secondLanguage].name}”`}
              </span>
            </>
          )}
          .
        </p>
      )}
      {hasFallenBack && requested && contentLanguage && (
        <FormNotice>
          {`This template has no ${languageNamesInEnglish[requested]} version: the contract is in ${languageNamesInEnglish[contentLanguage]}, its original. Write one in Settings → Contract Templates.`}
        </FormNotice>
      )}
      <ContractContentField
        control={form.control}
        name="content"
        label={
          secondLanguage
            ? `Contract Content in ${languageNamesInEnglish[contentLanguage ?? shownLanguage]}`
            : 'Contract Content'
        }
        lang={contentLanguage}
        hint="Plain text. Merge fields such as {{coupleNames}} are filled in from the booking when the contract is saved."
      />
      {secondLanguage && (
        <ContractContentField
          control={form.control}
          name={`translations.${secondLanguage}.content`}
          label={`Contract Content in ${languageNamesInEnglish[secondLanguage]}`}
          lang={secondLanguage}
          hint={`Shown beside the ${languageNamesInEnglish[contentLanguage ?? shownLanguage]} version, which prevails.`}
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          Cancel
        </Button>
        <Button type="submit" variant="outline" disabled={!canSubmit} aria-busy={isBusy && action === 'draft'}>
          {isBusy && action === 'draft' ? 'Saving...' : 'Save as Draft'}
        </Button>
        <Button
          type="button"
          disabled={!canSubmit}
          aria-busy={isBusy && action === 'send'}
          onClick={(event) => void submit(true)(event)}
        >
          <Send aria-hidden="true" />
          {isBusy && action === 'send' ? 'Sending...' : 'Create & Send'}
        </Button>
      </DialogFooter>
    </form>
  );
}
