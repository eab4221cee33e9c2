// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '#client/lib/use-toast.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  afterEach(() => {
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
});
