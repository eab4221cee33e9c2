// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { SignupForm } from './signup-form.tsx';

const fetchMock = installFetchMock();

function renderSignupForm(emailEnabled?: boolean) {
  const location = memoryLocation({ path: '/signup', record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <SignupForm emailEnabled={emailEnabled} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), location };
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: { password: string; confirmPassword: string; venueName?: string; phone?: string },
) {
  await user.type(screen.getByLabelText('First Name'), 'Ana');
  await user.type(screen.getByLabelText('Last Name'), 'Diaz');
  await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
  if (values.venueName) await user.type(screen.getByLabelText('Venue Name (optional)'), values.venueName);
  if (values.phone) await user.type(screen.getByLabelText('Phone (optional)'), values.phone);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.type(screen.getByLabelText('Confirm Password'), values.confirmPassword);
}

beforeEach(() => {
  localStorage.clear();
});

describe('SignupForm', () => {
  it('shows the Password mismatch toast and sends nothing when the passwords differ', async () => {
    const { user } = renderSignupForm();
    await fillForm(user, { password: 'abcdef', confirmPassword: 'abcdeg' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    expect(screen.getByText('Please make sure your passwords match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the Password too short toast and sends nothing for a short password', async () => {
    const { user } = renderSignupForm();
    await fillForm(user, { password: 'abc', confirmPassword: 'abc' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password too short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the missing required fields and sends nothing', async () => {
    const { user } = renderSignupForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers with username = email and role client, then goes to /login', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ user: {} }), { status: 201 }));
    const { user, location } = renderSignupForm();
    await fillForm(user, {
      password: 'secret1',
      confirmPassword: 'secret1',
      venueName: 'Rose Hall',
      phone: '555-0100',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      username: 'ana@example.com',
      email: 'ana@example.com',
      password: 'secret1',
      firstName: 'Ana',
      lastName: 'Diaz',
      phone: '555-0100',
      venueName: 'Rose Hall',
      role: 'client',
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'));
  });

  it('asks for no e-mail check when this installation cannot send e-mail', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ user: {} }), { status: 201 }));
    const { user } = renderSignupForm(false);
    await fillForm(user, { password: 'secret1', confirmPassword: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('You can sign in now. No verification e-mail was sent: e-mail is not set up yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please check your email to verify your account')).not.toBeInTheDocument();
  });

  it('leaves out the optional fields a client leaves empty', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ user: {} }), { status: 201 }));
    const { user } = renderSignupForm();
    await fillForm(user, { password: 'secret1', confirmPassword: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<string, unknown>;
    expect(body).not.toHaveProperty('venueName');
    expect(body).not.toHaveProperty('phone');
    expect(body).toMatchObject({ username: 'ana@example.com', role: 'client' });
  });

  it('shows Signup failed with the server message when the email is taken', async () => {
    const error = { message: 'An account with this email already exists', code: 'EMAIL_TAKEN' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(error), { status: 409 }));
    const { user, location } = renderSignupForm();
    await fillForm(user, { password: 'secret1', confirmPassword: 'secret1' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/signup');
  });
});
