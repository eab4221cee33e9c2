// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { HelpPage } from './help-page.tsx';

// The page sends no request; this also unmounts each test's page after it.
installFetchMock();

function renderPage() {
  return renderWithAuth(<Route path="/help" component={HelpPage} />, { user: null, path: '/help' });
}

const results = () => screen.getByRole('region', { name: /^Search Results for/ });
const questions = () => [...document.querySelectorAll('summary')].map((summary) => summary.textContent);

describe('HelpPage search', () => {
  it('finds the category a word is in when no question has it: "deposit" finds Payments & Billing', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'deposit');

    expect(screen.getByRole('status')).toHaveTextContent('1 topic and 0 questions found');
    expect(within(results()).getByRole('heading', { name: 'Payments & Billing' })).toBeInTheDocument();
    expect(within(results()).getByText(/^Request deposits and milestone payments/)).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(questions()).toEqual([]);
    await user.click(within(results()).getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByRole('heading', { name: 'Browse by category' })).toBeInTheDocument();
  });

  it('finds questions by their words in any order and in the singular or plural', async () => {
    const { user } = renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search help articles' });
    // "double booking" is in no text as typed: the question says "double bookings".
    await user.type(search, 'booking double');
    expect(questions()).toEqual(['How does VenueDesk prevent double bookings?']);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 question found$/);

    await user.clear(search);
    // The answer says "contract templates" and "event types".
    await user.type(search, 'How do I add a template?');
    expect(questions()).toEqual(['How do I set up my venue?']);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 question found$/);
  });

  it('still says so when nothing matches, with a way back', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'wedding cake recipes');
    expect(screen.getByText('No results found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 questions found');
  });
});

describe('HelpPage FAQ', () => {
  it('is native <details> sharing one name, so an answer opens without the app and one at a time', async () => {
    const { user } = renderPage();
    const details = [...document.querySelectorAll('details')];
    expect(details.map((item) => item.getAttribute('name'))).toEqual(Array(4).fill('help-faq'));
    expect(details.every((item) => !item.open)).toBe(true);
    await user.click(screen.getByText('How do I set up my venue?'));
    expect(details[0]!.open).toBe(true);
    expect(screen.getByText(/add your event types, availability and contract templates/)).toBeVisible();
  });
});
