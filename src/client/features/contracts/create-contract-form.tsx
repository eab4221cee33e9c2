import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Booking } from '#shared/bookings/bookings.schemas.ts';
import type { ContractTemplate } from '#shared/contracts/contract-templates.schemas.ts';
import { createContractSchema, type CreateContractInput } from '#shared/contracts/contracts.schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DialogFooter } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ContractContentField, useContractTemplates } from '#client/features/contract-templates/index.ts';
import { applyFieldErrors } from '#client/lib/apply-field-errors.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useCreateContract, useSendContract } from './api.ts';
import { ContractBookingSelect } from './contract-booking-select.tsx';
import { ContractTemplateSelect } from './contract-template-select.tsx';
import { parseAmount } from './parse-amount.ts';
import { SENT_TOAST } from './use-contract-actions.ts';

type FormOutput = z.output<typeof createContractSchema>;

const formFields = ['bookingId', 'templateId', 'templateName', 'content', 'signerEmail', 'amount'] as const;

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
  const form = useForm<CreateContractInput, unknown, FormOutput>({
    resolver: zodResolver(createContractSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const bookingId = useWatch({ control: form.control, name: 'bookingId' });
  const templateId = useWatch({ control: form.control, name: 'templateId' });

  function chooseTemplate(template: ContractTemplate) {
    lastTemplate.current = template;
    form.setValue('templateId', template.id);
    form.setValue('templateName', template.name);
    form.setValue('content', template.content, { shouldValidate: form.formState.isSubmitted });
    form.clearErrors(['templateId', 'templateName']);
  }

  function chooseBooking(booking: Booking) {
    form.setValue('bookingId', booking.id, { shouldValidate: form.formState.isSubmitted });
    form.setValue('signerEmail', booking.email, { shouldValidate: form.formState.isSubmitted });
    form.setValue('amount', booking.totalAmount ?? '');
  }

  // The venue's default template is chosen once the templates arrive, unless text was typed.
  const templates = templatesQuery.data;
  const hasPrefilled = useRef(false);
  useEffect(() => {
    if (hasPrefilled.current || !templates) return;
    hasPrefilled.current = true;
    const preferred = templates.find((template) => template.isDefault) ?? templates[0];
    if (preferred && !form.getValues('content')) chooseTemplate(preferred);
    // chooseTemplate only writes to the form, which is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templates]);

  function toggleCustom(custom: boolean) {
    setIsCustom(custom);
    if (custom) {
      form.setValue('templateId', null);
      form.setValue('templateName', '');
    } else {
      // Back to the template chosen before; the text stays as it is.
      form.setValue('templateId', lastTemplate.current?.id ?? null);
      form.setValue('templateName', lastTemplate.current?.name ?? null);
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
    return form.handleSubmit((values) => {
      setAction(andSend ? 'send' : 'draft');
      createMutation.mutate(
        { ...values, status: 'draft' },
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
      <ContractContentField
        control={form.control}
        name="content"
        label="Contract Content"
        hint="Plain text. Merge fields such as {{coupleNames}} are filled in from the booking when the contract is saved."
      />
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
