import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { ContactMessage, ContactMessageInput } from '#shared/contact/contact.schemas.ts';
import { REPLY_WITHIN_HOURS, SUPPORT_EMAIL } from '#shared/contact/support-details.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { toast } from '#client/lib/use-toast.ts';
import { getApiFieldErrors } from '#client/lib/api-error-messages.ts';
import { useSendContactMessage } from './api.ts';
import type * as ResolverModule from './contact-form-resolver.ts';
import { toastApiError } from '#client/lib/toast-api-error.ts';

const formFields = ['name', 'email', 'company', 'phone', 'subject', 'message'] as const;

const emptyForm: ContactMessageInput = { name: '', email: '', company: '', phone: '', subject: '', message: '' };

/**
 * zod is about 40 KB of gzip JavaScript, more than the rest of the page. It loads when the visitor
 * starts on the form (first focus) rather than with the page, so the page paints sooner
 * (docs/decisions/005). Validation is the same shared schema either way.
 */
let resolverModule: Promise<typeof ResolverModule> | undefined;
function loadResolver() {
  resolverModule ??= import('./contact-form-resolver.ts');
  return resolverModule;
}
const contactResolver: Resolver<ContactMessageInput, unknown, ContactMessage> = async (values, context, options) =>
  (await loadResolver()).contactFormResolver(values, context, options);

/**
 * The contact form (spec §2, §5). It is sent to POST /api/contact, which stores the message and
 * e-mails it to support; the success toast shows only once the server has accepted it.
 */
export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: contactResolver, defaultValues: emptyForm });

  const onSubmit = handleSubmit((values) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message sent successfully!',
          description: `We'll get back to you within ${REPLY_WITHIN_HOURS} hours.`,
        });
        reset(emptyForm);
      },
      onError: (error) => {
        const fieldErrors = getApiFieldErrors(error);
        const fields = formFields.filter((field) => fieldErrors[field]);
        for (const field of fields) setError(field, { message: fieldErrors[field] });
        if (fields.length > 0) return;
        toastApiError(error, 'Failed to send message. Please try again.', 'Message not sent');
      },
    });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit(event).catch(() => {
      // Only the validation chunk failing to load ends here (offline, or a new deploy).
      toast({
        variant: 'destructive',
        title: 'Message not sent',
        description: 'Failed to send message. Please try again.',
      });
    });
  };

  const isBusy = sendMessage.isPending;
  // The page's HTML is pre-rendered: until the script runs, nothing could send the form.
  const canSend = useHydrated();
  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadResolver().catch(() => undefined)}
      noValidate
      className="grid gap-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company (optional)"
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <TextField label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextareaField
        label="Message"
        rows={6}
        required
        placeholder="Tell us about your venue and how we can help."
        error={errors.message?.message}
        {...register('message')}
      />
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Sending this form needs JavaScript. Turn it on, or e-mail us at {SUPPORT_EMAIL}.
        </p>
      </noscript>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={isBusy || !canSend}
        aria-busy={isBusy}
      >
        <Send aria-hidden="true" />
        {isBusy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
