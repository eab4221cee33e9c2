// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadStatuses } from '#shared/leads/lead-status.ts';
import type { Lead } from '#shared/leads/leads.schemas.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import {
  LEADS_NOW,
  leadsPageResponse,
  makeLead,
  noMatches,
  requestUrl,
  routeByPath,
} from '#client/test/leads-fixtures.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { LeadsPage } from './leads-page.tsx';

const fetchMock = installFetchMock();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(LEADS_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const modelDraft = {
  subject: 'Your garden wedding at Hacienda Rosa',
  body: 'Hi Valentina Cruz,\n\nThank you for writing to us.\n\nSaturday, October 4, 2031 is already booked.',
  author: 'model',
};
const templateDraft = {
  subject: 'Your inquiry to Hacienda Rosa',
  body: 'Hi Valentina Cruz,\n\nThank you for thinking of Hacienda Rosa.',
  author: 'engine',
};

/** The venue's leads; a sent reply moves a new lead to contacted, as the server does. */
function serveVenue(leads: Lead[], draft: (init?: RequestInit) => Response) {
  const find = (url: URL) => leads.find((lead) => url.pathname.split('/')[3] === String(lead.id));
  const routes = {
    'GET /api/leads': () => leadsPageResponse(leads),
    'GET /api/leads/counts': () =>
      jsonResponse(200, Object.fromEntries(leadStatuses.map((s) => [s, leads.filter((l) => l.status === s).length]))),
  } as Record<string, (url: URL, init?: RequestInit) => Response>;
  for (const lead of leads) {
    const path = `/api/leads/${lead.id}`;
    routes[`GET ${path}`] = (url) => jsonResponse(200, find(url));
    routes[`GET ${path}/matches`] = () => jsonResponse(200, noMatches);
    routes[`POST ${path}/reply-draft`] = (_url, init) => draft(init);
    routes[`POST ${path}/reply`] = (url) => {
      const replied = find(url)!;
      if (replied.status === 'new') replied.status = 'contacted';
      return jsonResponse(200, replied);
    };
  }
  fetchMock.mockImplementation(routeByPath(routes));
}

function requests(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && requestUrl(input).pathname === path,
  );
}

async function openLead(user: ReturnType<typeof renderWithAuth>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('Leads page: Draft a reply', () => {
  it('drafts, lets the coordinator edit, sends the edited reply, and the lead shows Contacted', async () => {
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' })], () => jsonResponse(200, modelDraft));
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads', user: makeStaffUser('coordinator') });
    const sheet = await openLead(user, 'Valentina Cruz');

    await user.click(within(sheet).getByRole('button', { name: 'Draft a reply' }));
    const subject = await within(sheet).findByLabelText('Subject');
    expect(subject).toHaveValue(modelDraft.subject);
    const message = within(sheet).getByLabelText('Message');
    expect(message).toHaveValue(modelDraft.body);
    expect(message).toHaveAccessibleDescription(/Written by the language model/);
    expect(within(sheet).getByText('valentina@example.com')).toBeInTheDocument();
    // No body: the server decides between the model and the template.
    expect(requests('POST', '/api/leads/5/reply-draft')[0]?.[1]?.body).toBeUndefined();

    await user.type(message, '\n\nSee you soon, Maria');
    await user.click(within(sheet).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(screen.getByText('Sent to valentina@example.com. The lead is now Contacted.')).toBeInTheDocument();
    expect(JSON.parse(requests('POST', '/api/leads/5/reply')[0]?.[1]?.body as string)).toEqual({
      subject: modelDraft.subject,
      body: `${modelDraft.body}\n\nSee you soon, Maria`,
    });
    expect(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: Contacted' })).toBeInTheDocument();
    expect(within(sheet).queryByLabelText('Subject')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('lead-count-contacted')).toHaveTextContent('1'));
  });

  it('offers the template draft when the model fails, and sends nothing on its own', async () => {
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' })], (init) =>
      init?.body
        ? jsonResponse(200, templateDraft)
        : jsonResponse(502, {
            code: 'LANGUAGE_MODEL_FAILED',
            message: 'The language model could not draft this reply. Use the template draft instead, or try again.',
          }),
    );
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    const sheet = await openLead(user, 'Valentina Cruz');

    await user.click(within(sheet).getByRole('button', { name: 'Draft a reply' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'The language model could not draft this reply. Use the template draft instead, or try again.',
    );
    expect(within(sheet).getByRole('button', { name: 'Try the model again' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Use the template draft' }));
    expect(await within(sheet).findByLabelText('Message')).toHaveValue(templateDraft.body);
    expect(within(sheet).getByLabelText('Message')).toHaveAccessibleDescription(/From your reply template in Settings/);
    expect(JSON.parse(requests('POST', '/api/leads/5/reply-draft')[1]?.[1]?.body as string)).toEqual({
      author: 'engine',
    });
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Discard' }));
    expect(within(sheet).queryByLabelText('Message')).not.toBeInTheDocument();
    expect(requests('POST', '/api/leads/5/reply')).toHaveLength(0);
    expect(within(sheet).getByRole('button', { name: 'Stage of Valentina Cruz: New' })).toBeInTheDocument();
  });

  it('refuses to send a blank subject or message, posting nothing', async () => {
    serveVenue([makeLead({ id: 5, name: 'Valentina Cruz' })], () => jsonResponse(200, templateDraft));
    const { user } = renderWithAuth(<LeadsPage />, { path: '/leads' });
    const sheet = await openLead(user, 'Valentina Cruz');
    await user.click(within(sheet).getByRole('button', { name: 'Draft a reply' }));
    await user.clear(await within(sheet).findByLabelText('Subject'));
    await user.clear(within(sheet).getByLabelText('Message'));
    await user.click(within(sheet).getByRole('button', { name: 'Send' }));

    expect(await within(sheet).findByText('Subject is required')).toBeInTheDocument();
    expect(within(sheet).getByText('Message is required')).toBeInTheDocument();
    expect(requests('POST', '/api/leads/5/reply')).toHaveLength(0);
  });
});
