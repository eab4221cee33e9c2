// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { jsonResponse, routeFetch } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { InquirePage } from './inquire-page.tsx';

const fetchMock = installFetchMock();

const venue: PublicVenue = {
  slug: 'hacienda-rosa',
  name: 'Hacienda Rosa',
  description: 'A walled garden for 200 guests.',
  eventTypes: ['Wedding', 'Quinceañera', 'Reception', 'Garden Ceremony'],
  primaryColor: '#1E3A8A',
  secondaryColor: '#6B7280',
  accentColor: '#10B981',
  logo: null,
  timeZone: 'America/Chicago',
  defaultLanguage: 'en',
  translations: {},
};

const VENUE_URL = '/api/public/venues/hacienda-rosa';
const availability: Record<string, unknown> = {
  '2031-06-14': { available: true },
  '2031-06-21': { available: false, reason: 'booked', alternatives: ['2031-06-20', '2031-06-22', '2031-06-19'] },
  '2031-06-20': { available: true },
  '2031-06-23': { available: false, reason: 'closed' },
};

function serve(post?: (init?: RequestInit) => Response, emailEnabled = true) {
  const routes: Record<string, (init?: RequestInit) => Response> = {
    [`GET ${VENUE_URL}`]: () => jsonResponse(200, venue),
    'GET /api/public/email-delivery': () => jsonResponse(200, { enabled: emailEnabled }),
    ...(post ? { [`POST ${VENUE_URL}/inquiries`]: post } : {}),
  };
  for (const [day, answer] of Object.entries(availability)) {
    routes[`GET ${VENUE_URL}/availability?date=${day}`] = () => jsonResponse(200, answer);
  }
  fetchMock.mockImplementation(routeFetch(routes));
}

async function renderPage(slug = 'hacienda-rosa') {
  const rendered = renderWithAuth(
    <Route path="/inquire/:slug">
      <InquirePage />
    </Route>,
    { user: null, path: `/inquire/${slug}` },
  );
  return rendered;
}

function posts() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

describe('Inquiry page', () => {
  it('shows the venue’s name, description and the event types it offers in its colours', async () => {
    serve();
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hacienda Rosa' })).toBeInTheDocument();
    expect(screen.getByText('A walled garden for 200 guests.')).toBeInTheDocument();
    const options = within(screen.getByLabelText('Event Type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose an event type',
      'Wedding',
      'Quinceañera',
      'Reception',
      'Garden Ceremony',
    ]);
    expect(screen.getByText('Powered by')).toHaveTextContent('Powered by VenueDesk');
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1E3A8A'));
    expect(document.title).toBe('Inquire at Hacienda Rosa · VenueDesk');
  });

  it('hides the honeypot from people, assistive technology and the keyboard', async () => {
    serve();
    await renderPage();
    await screen.findByLabelText('Full Name');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
  });

  it('names the missing required fields and sends nothing', async () => {
    serve(() => jsonResponse(201, { received: true, acknowledged: true }));
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Expected Guest Count'), '0');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Expected guests must be at least 1')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('says whether the picked date is free, politely to screen readers', async () => {
    serve();
    const { user } = await renderPage();
    const date = await screen.findByLabelText('Preferred Event Date');

    await user.type(date, '2031-06-14');
    expect(await screen.findByText('This date is available')).toBeInTheDocument();
    const region = screen.getByText('This date is available').closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(date).toHaveAccessibleDescription('This date is available');

    await user.clear(date);
    await user.type(date, '2031-06-21');
    expect(await screen.findByText('This date is booked — tell us another')).toBeInTheDocument();
    expect(screen.queryByText('This date is available')).not.toBeInTheDocument();

    // The nearest open days, one press from the date field.
    const offered = screen.getByRole('list', { name: 'Nearest open dates' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Fri, Jun 20, 2031', 'Sun, Jun 22, 2031', 'Thu, Jun 19, 2031']);
    await user.click(within(offered).getByRole('button', { name: 'Choose Friday, June 20, 2031' }));
    expect(date).toHaveValue('2031-06-20');
    expect(date).toHaveFocus();
    expect(await screen.findByText('This date is available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Nearest open dates' })).not.toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '2031-06-23');
    expect(await screen.findByText('The venue is closed on Mondays — tell us another')).toBeInTheDocument();
  });

  it('promises no confirmation e-mail when this installation cannot send one', async () => {
    serve(() => jsonResponse(201, { received: true, acknowledged: true }), false);
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    await screen.findByRole('heading', { name: 'Thank you, Ana Lopez!' });
    const section = screen.getByRole('region', { name: 'Thank you, Ana Lopez!' });
    expect(section).toHaveTextContent('Hacienda Rosa has your inquiry and will get back to you at ana@example.com.');
    expect(section).toHaveTextContent('No confirmation e-mail is sent for this inquiry');
    expect(section).not.toHaveTextContent('We have sent you a confirmation e-mail');
    expect(section).not.toHaveTextContent('spam folder');
  });

  it('promises no confirmation e-mail when the venue turned its acknowledgement off', async () => {
    serve(() => jsonResponse(201, { received: true, acknowledged: false }));
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));
    const section = await screen.findByRole('region', { name: 'Thank you, Ana Lopez!' });
    expect(section).toHaveTextContent('Hacienda Rosa has your inquiry and will get back to you at ana@example.com.');
    expect(section).not.toHaveTextContent('We have sent you a confirmation e-mail');
  });

  it('sends the inquiry and puts what happens next in place of the form', async () => {
    serve(() =>
      jsonResponse(201, {
        received: true,
        acknowledged: true,
        requestedDate: { day: '2031-06-14', available: false, reason: 'booked', alternatives: ['2031-06-13'] },
      }),
    );
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('Full Name'), '  Ana Lopez ');
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.type(screen.getByLabelText('Preferred Event Date'), '2031-06-14');
    await user.selectOptions(screen.getByLabelText('Event Type'), 'Garden Ceremony');
    await user.type(screen.getByLabelText('Expected Guest Count'), '120');
    await user.type(screen.getByLabelText('Budget'), '15000');
    await user.type(screen.getByLabelText('Notes'), 'An evening reception.');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Ana Lopez!' });
    expect(thanks).toHaveFocus();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Hacienda Rosa has your inquiry and will reply to ana@example.com. We have sent you a confirmation e-mail.',
      ),
    ).toBeInTheDocument();
    // The date as it stood when the inquiry arrived, in the acknowledgement's words.
    expect(screen.getByTestId('requested-date')).toHaveTextContent(
      'Saturday, June 14, 2031 is already booked. The nearest open date is Friday, June 13, 2031; ' +
        'let the venue know if it suits you.',
    );
    expect(screen.queryByRole('button', { name: 'Send Inquiry' })).not.toBeInTheDocument();

    expect(posts()).toHaveLength(1);
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe(`${VENUE_URL}/inquiries`);
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: null,
      preferredDate: '2031-06-14',
      eventType: 'Garden Ceremony',
      guestCount: 120,
      budget: '15000',
      notes: 'An evening reception.',
      website: '',
      language: 'en',
    });

    await user.click(screen.getByRole('button', { name: 'Send another inquiry' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('puts the server’s field errors on their fields and keeps the form', async () => {
    serve(() =>
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Enter a date that exists',
        fieldErrors: { preferredDate: ['Enter a date that exists'] },
      }),
    );
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByText('Enter a date that exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Preferred Event Date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ana Lopez');
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('shows the server’s words when too many inquiries came from one address', async () => {
    serve(() => jsonResponse(429, { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' }));
    const { user } = await renderPage();
    await user.type(await screen.findByLabelText('Full Name'), 'Ana Lopez');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Inquiry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('tells a visitor with an unknown address that there is no such venue', async () => {
    serve();
    await renderPage('no-such-venue');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this venue' })).toBeInTheDocument();
    expect(screen.getByText(/Ask the venue for its inquiry link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Inquiry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
