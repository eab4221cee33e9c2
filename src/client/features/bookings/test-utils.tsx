import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { TooltipProvider } from '#client/components/ui/tooltip.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/** Renders with what the signed-in app gives a booking dialog: a query cache, tooltips and toasts. */
export function renderWithProviders(ui: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>{ui}</TooltipProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
