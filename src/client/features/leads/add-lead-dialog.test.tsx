// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { AddLeadDialog } from './add-lead-dialog.tsx';

const fetchMock = installFetchMock();

function Harness() {
  const [open, setOpen] = useState(true);
  return <AddLeadDialog open={open} onOpenChange={setOpen} />;
}

function renderDialog() {
  return renderWithAuth(<Harness />, { path: '/leads' });
}

function posts() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

function sentBody(): Record<string, unknown> {
  return JSON.parse(posts()[0]?.[1]?.body as string) as Record<string, unknown>;
}

const dialog = () => screen.queryByRole('dialog', { name: 'Add Lead' });

async function fillRequired(user: ReturnType<typeof renderDialog>['user']) {
  await user.type(screen.getByLabelText('Full Name'), 'Valentina Cruz');
  await user.type(screen.getByLabelText('Email'), 'valentina@example.com');
}

describe('AddLeadDialog', () => {
  it('has the fields of spec §2 and the six sources by their labels', async () => {
    const { user } = renderDialog();
    for (const label of [
      'Full Name',
      'Email',
      'Phone',
      'Preferred Event Date',
      'Expected Guest Count',
      'Budget Range',
      'Notes',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Website',
      'Social Media',
      'Referral',
      'Event Show',
      'Google',
      'Other',
    ]);
  });

  it('names the missing name and email and posts nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('refuses a malformed email, too few guests and a negative or over-precise budget, posting nothing', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Full Name'), 'Valentina Cruz');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Expected Guest Count'), '0');
    await user.type(screen.getByLabelText('Budget Range'), '-5');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Expected guests must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount of 0 or more with at most 2 decimals')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Budget Range'));
    await user.type(screen.getByLabelText('Budget Range'), '10.125');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Enter an amount of 0 or more with at most 2 decimals')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts every field, the guest count as an integer and the budget as a number, then says so and closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Full Name'), '  Valentina Cruz ');
    await user.type(screen.getByLabelText('Email'), 'Valentina@Example.com');
    await user.type(screen.getByLabelText('Phone'), '555-0101');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Social Media' }));
    await user.type(screen.getByLabelText('Preferred Event Date'), '2031-09-20');
    await user.type(screen.getByLabelText('Expected Guest Count'), '150');
    await user.type(screen.getByLabelText('Budget Range'), '18000.50');
    await user.type(screen.getByLabelText('Notes'), 'Garden ceremony');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));

    expect(await screen.findByText('Lead created')).toBeInTheDocument();
    expect(screen.getByText('New lead has been added to your CRM.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.[0]).toBe('/api/leads');
    expect(sentBody()).toEqual({
      name: 'Valentina Cruz',
      email: 'valentina@example.com',
      phone: '555-0101',
      source: 'social_media',
      preferredDate: '2031-09-20',
      guestCount: 150,
      budget: 18000.5,
      notes: 'Garden ceremony',
    });
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('leaves a guest count that is not a whole number, and empty optional fields, unset', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Expected Guest Count'), '12.5');
    await user.tab();
    expect(screen.getByLabelText('Expected Guest Count')).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(sentBody()).toEqual({
      name: 'Valentina Cruz',
      email: 'valentina@example.com',
      phone: null,
      source: null,
      preferredDate: null,
      guestCount: null,
      budget: null,
      notes: null,
    });
  });

  it('shows the server’s message in the Error toast and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'The database is restarting' }));
    const { user } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));

    expect(await screen.findByText('The database is restarting')).toBeInTheDocument();
    expect(screen.getByText('Error', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText('Lead created')).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Valentina Cruz');
  });

  it('says Failed to create lead when the server gives no message', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const { user } = renderDialog();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Failed to create lead')).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Enter a date that exists',
        fieldErrors: { preferredDate: ['Enter a date that exists'] },
      }),
    );
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Preferred Event Date'), '2031-09-20');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));

    await waitFor(() => expect(screen.getByLabelText('Preferred Event Date')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Preferred Event Date')).toHaveAccessibleDescription('Enter a date that exists');
  });
});
