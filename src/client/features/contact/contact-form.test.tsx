// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { useToast } from '#client/lib/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ContactForm } from './contact-form.tsx';

const fetchMock = installFetchMock();

function renderContactForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, overrides: { email?: string } = {}) {
  await user.type(screen.getByLabelText('Name'), '  Ana Lopez ');
  await user.type(screen.getByLabelText('Email'), overrides.email ?? 'Ana@Example.com');
  await user.type(screen.getByLabelText('Subject'), 'Pricing question');
  await user.type(screen.getByLabelText('Message'), 'Do you support two venues?');
}

beforeEach(() => {
  // Toasts live in a module-level store; close the previous test's toast so none leaks in.
  const { result, unmount } = renderHook(() => useToast());
  act(() => result.current.dismiss());
  unmount();
});

describe('ContactForm', () => {
  it('names every missing required field and sends nothing', async () => {
    const user = renderContactForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Company (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and sends nothing', async () => {
    const user = renderContactForm();
    await fillRequired(user, { email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, then shows the success toast and clears the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7 }));
    const user = renderContactForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      subject: 'Pricing question',
      message: 'Do you support two venues?',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows Sending... on a disabled button while the server answers, and no toast before', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderContactForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
    answer(jsonResponse(201, { id: 8 }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Subject is too long',
        fieldErrors: { subject: ['Subject is too long'] },
      }),
    );
    const user = renderContactForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Subject is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveValue('Pricing question');
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('shows a destructive toast with the server message for any other failure', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }),
    );
    const user = renderContactForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Do you support two venues?');
  });
});
