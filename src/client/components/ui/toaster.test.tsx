// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '#client/lib/use-toast.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.lang = '';
  });

  it('names the close button in the language of the page that raised the toast', async () => {
    render(<Toaster />);
    document.documentElement.lang = 'es';
    act(() => {
      toast({ title: 'Pago realizado' });
    });
    expect(await screen.findByText('Pago realizado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();

    // A staff page has no language of its own on <html>: English.
    document.documentElement.lang = '';
    act(() => {
      toast({ title: 'Booking saved' });
    });
    expect(await screen.findByText('Booking saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('announces each toast, and names its region, in the page’s language; a staff page’s in English', async () => {
    render(<Toaster />);
    document.documentElement.lang = 'es';
    act(() => {
      toast({ title: 'Pago realizado' });
    });
    expect(await screen.findByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
    // Radix's announcement of the toast, for screen readers: its label, then the toast's text.
    expect(await screen.findByText('Notificación')).toBeInTheDocument();

    document.documentElement.lang = '';
    act(() => {
      toast({ title: 'Booking saved' });
    });
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(await screen.findByText('Notification')).toBeInTheDocument();
  });

  it('follows the page on screen: a toast drawn while no page had a language turns Spanish when the Spanish page arrives', async () => {
    // As after accepting an invitation: the toast comes as the Spanish page leaves, before the portal is there.
    render(<Toaster />);
    document.documentElement.lang = '';
    act(() => {
      toast({ title: 'Invitación aceptada' });
    });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();

    act(() => {
      document.documentElement.lang = 'es';
    });
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
  });
});
