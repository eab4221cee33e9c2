// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OptimizationAnalysis } from '#shared/optimization/optimization.schemas.ts';
import { jsonResponse, makeStaffUser } from '#client/test/fake-api.ts';
import { installFetchMock } from '#client/test/install-fetch-mock.ts';
import { makeAnalysis, makeSuggestion } from '#client/test/optimization-fixtures.ts';
import { renderWithAuth } from '#client/test/render.tsx';
import { OptimizationPage } from './optimization-page.tsx';

const fetchMock = installFetchMock();
const ANALYSIS = '/api/optimization/analysis';
const GENERATE = '/api/optimization/generate';
const notFound = () => jsonResponse(404, { message: 'No analysis yet', code: 'NOT_FOUND' });
const never = () => new Promise<Response>(() => {});

type Answer = Response | Promise<Response>;
function answer(routes: Record<string, (init?: RequestInit) => Answer>) {
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const handler = routes[`${init?.method ?? 'GET'} ${url}`];
    return Promise.resolve(handler ? handler(init) : new Response('', { status: 404 }));
  });
}

function calls(method: string, url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => input === url && (init?.method ?? 'GET') === method);
}

function renderPage(role: 'owner' | 'manager' | 'coordinator' = 'owner') {
  return renderWithAuth(<OptimizationPage />, { user: makeStaffUser(role), path: '/optimization' }).user;
}

const suggestionCards = () => screen.getAllByRole('article');

describe('AI Optimization tab', () => {
  it('shows the loading bar at 45 % while the analysis loads, and asks once (no retry)', async () => {
    answer({ [`GET ${ANALYSIS}`]: never });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Optimization' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Optimization', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Performance Analytics' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Loading optimization suggestions…' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    await waitFor(() => expect(calls('GET', ANALYSIS)).toHaveLength(1));
  });

  it('offers Generate AI Insights before any analysis, shows the bar at 75 % while generating, then the analysis', async () => {
    let finish: (response: Response) => void = () => undefined;
    answer({
      [`GET ${ANALYSIS}`]: notFound,
      [`POST ${GENERATE}`]: () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const user = renderPage();

    expect(await screen.findByText('No AI optimization analysis available yet...')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate AI Insights' }));

    const bar = await screen.findByRole('progressbar', { name: 'Generating AI insights…' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('button', { name: 'Generate AI Insights' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refresh Suggestions' })).toBeDisabled();
    expect(calls('POST', GENERATE)[0]?.[1]?.body).toBeUndefined();

    finish(jsonResponse(200, makeAnalysis({ suggestions: [makeSuggestion({ title: 'Chase $3,200 overdue' })] })));
    expect(await screen.findByRole('heading', { level: 3, name: 'Chase $3,200 overdue' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('No AI optimization analysis available yet...')).not.toBeInTheDocument();
    // The answer is the analysis: no second read is needed to show it.
    expect(calls('GET', ANALYSIS)).toHaveLength(1);
  });

  it('says who wrote the analysis and when, in the venue time zone, with its figures', async () => {
    answer({
      [`GET ${ANALYSIS}`]: () =>
        jsonResponse(
          200,
          makeAnalysis({
            author: { kind: 'model', model: 'gpt-4o-mini' },
            suggestions: [makeSuggestion({ implemented: true }), makeSuggestion()],
          }),
        ),
    });
    renderPage();
    const byline = (await screen.findByText('Analysis by')).parentElement!;
    expect(byline).toHaveTextContent('Analysis by gpt-4o-mini on Nov 26, 2026, 12:30 PM CST');
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(figure('Overall Score')).toHaveTextContent('62/100');
    expect(figure('Potential Revenue')).toHaveTextContent('$12,500');
    expect(figure('Conversion Rate')).toHaveTextContent('25%');
    expect(figure('Implemented')).toHaveTextContent('1 of 2');
  });

  it('names the built-in engine as the author when no model wrote it', async () => {
    answer({ [`GET ${ANALYSIS}`]: () => jsonResponse(200, makeAnalysis()) });
    renderPage();
    expect((await screen.findByText('Analysis by')).parentElement).toHaveTextContent(
      'Analysis by Built-in engine on Nov 26, 2026',
    );
  });

  it("sorts suggestions by priority, marks 'High Priority' from 8, and shows each one's facts", async () => {
    answer({
      [`GET ${ANALYSIS}`]: () =>
        jsonResponse(
          200,
          makeAnalysis({
            suggestions: [
              makeSuggestion({ title: 'Seven', priority: 7 }),
              makeSuggestion({
                title: 'Eight',
                priority: 8,
                category: 'pricing',
                impact: 'medium',
                effort: 'high',
                timeframe: 'Before June',
                estimatedRevenue: 3750,
                actionItems: ['Raise Saturday prices in June by 10%', 'Update the price list'],
                metrics: { currentValue: 4, targetValue: 5, unit: 'Saturdays booked' },
              }),
              makeSuggestion({
                title: 'Ten',
                priority: 10,
                estimatedRevenue: 0,
                metrics: { currentValue: 12.5, targetValue: 30, unit: '%' },
              }),
            ],
          }),
        ),
    });
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Ten' });
    const cards = suggestionCards();
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Ten',
      'Eight',
      'Seven',
    ]);
    expect(within(cards[0]!).getByText('High Priority')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('High Priority')).toBeInTheDocument();
    expect(within(cards[2]!).queryByText('High Priority')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByText('Priority 7/10')).toBeInTheDocument();

    const eight = within(cards[1]!);
    const fact = (term: string) => eight.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(eight.getByText('Pricing')).toBeInTheDocument();
    expect(fact('Impact')).toHaveTextContent('Medium');
    expect(fact('Effort')).toHaveTextContent('High');
    expect(fact('Timeframe')).toHaveTextContent('Before June');
    expect(fact('Est. revenue')).toHaveTextContent('$3,750');
    expect(fact('Now → target')).toHaveTextContent('4 → 5 Saturdays booked');
    expect(eight.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Raise Saturday prices in June by 10%',
      'Update the price list',
    ]);
    const ten = within(cards[0]!);
    expect(ten.getByText('Est. revenue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No direct revenue');
    expect(ten.getByText('Now → target', { selector: 'dt' }).nextElementSibling).toHaveTextContent('12.5% → 30%');
  });

  it("says 'No suggestions available' for an analysis without any", async () => {
    answer({ [`GET ${ANALYSIS}`]: () => jsonResponse(200, makeAnalysis({ suggestions: [] })) });
    renderPage();
    expect(await screen.findByText('No suggestions available')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the generation error with Retry, keeps the previous analysis, and clears the error once a retry works', async () => {
    let attempts = 0;
    answer({
      [`GET ${ANALYSIS}`]: () =>
        jsonResponse(200, makeAnalysis({ suggestions: [makeSuggestion({ title: 'Old advice' })] })),
      [`POST ${GENERATE}`]: () =>
        ++attempts === 1
          ? jsonResponse(502, { message: 'The language model did not answer', code: 'BAD_GATEWAY' })
          : jsonResponse(200, makeAnalysis({ suggestions: [makeSuggestion({ title: 'New advice' })] })),
    });
    const user = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Old advice' });
    await user.click(screen.getByRole('button', { name: 'Refresh Suggestions' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to generate optimization suggestions. Please check your OpenAI API key and try again.',
    );
    expect(alert).toHaveTextContent('502: The language model did not answer');
    expect(screen.getByRole('heading', { level: 3, name: 'Old advice' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'New advice' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls('POST', GENERATE)).toHaveLength(2);
  });

  it('shows the load error with Retry, which reads the analysis again', async () => {
    let reads = 0;
    answer({
      [`GET ${ANALYSIS}`]: () =>
        ++reads === 1
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, makeAnalysis({ suggestions: [makeSuggestion({ title: 'Loaded at last' })] })),
    });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load optimization suggestions...');
    expect(alert).toHaveTextContent('500: Something went wrong');
    expect(reads).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Loaded at last' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a suggestion implemented through the server, and unmarks it', async () => {
    const suggestion = makeSuggestion({ id: 'abc-123', title: 'Chase overdue payments' });
    const bodies: unknown[] = [];
    answer({
      [`GET ${ANALYSIS}`]: () => jsonResponse(200, makeAnalysis({ suggestions: [suggestion] })),
      'PATCH /api/optimization/suggestions/abc-123': (init) => {
        const body = JSON.parse(init?.body as string) as { implemented: boolean };
        bodies.push(body);
        return jsonResponse(200, { ...suggestion, implemented: body.implemented });
      },
    });
    const user = renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Implemented' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(bodies).toEqual([{ implemented: true }]));
    expect(screen.getByText('Implemented', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1 of 1');
    await user.click(box);
    await waitFor(() => expect(bodies).toEqual([{ implemented: true }, { implemented: false }]));
    expect(box).not.toBeChecked();
  });

  it('puts the mark back and says why when the server refuses it', async () => {
    answer({
      [`GET ${ANALYSIS}`]: () => jsonResponse(200, makeAnalysis({ suggestions: [makeSuggestion({ id: 'gone' })] })),
      'PATCH /api/optimization/suggestions/gone': () =>
        jsonResponse(404, { message: 'Suggestion not found', code: 'NOT_FOUND' }),
    });
    const user = renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Implemented' });
    await user.click(box);
    expect(await screen.findByText('Suggestion not found')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('lets a coordinator read and mark, without the generate buttons, and says why', async () => {
    answer({ [`GET ${ANALYSIS}`]: notFound });
    renderPage('coordinator');
    expect(await screen.findByText('No AI optimization analysis available yet...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate AI Insights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh Suggestions' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Owners and managers generate suggestions, as each run may use a paid AI service/),
    ).toBeInTheDocument();
    expect(screen.getByText('Ask an owner or manager to generate AI insights.')).toBeInTheDocument();
  });

  it('gives a coordinator a working Implemented box on an analysis', async () => {
    const analysis: OptimizationAnalysis = makeAnalysis({ suggestions: [makeSuggestion({ id: 'c-1' })] });
    answer({
      [`GET ${ANALYSIS}`]: () => jsonResponse(200, analysis),
      'PATCH /api/optimization/suggestions/c-1': () =>
        jsonResponse(200, { ...analysis.suggestions[0], implemented: true }),
    });
    const user = renderPage('coordinator');
    const box = await screen.findByRole('checkbox', { name: 'Implemented' });
    expect(box).toBeEnabled();
    await user.click(box);
    await waitFor(() => expect(calls('PATCH', '/api/optimization/suggestions/c-1')).toHaveLength(1));
    expect(box).toBeChecked();
  });

  it('lets a manager refresh the suggestions from the analytics tab, and shows them on the suggestions tab', async () => {
    answer({
      [`GET ${ANALYSIS}`]: notFound,
      [`POST ${GENERATE}`]: () =>
        jsonResponse(200, makeAnalysis({ suggestions: [makeSuggestion({ title: 'Fresh' })] })),
      'GET /api/optimization/analytics': never,
    });
    const user = renderPage('manager');
    await screen.findByText('No AI optimization analysis available yet...');
    await user.click(screen.getByRole('tab', { name: 'Performance Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Refresh Suggestions' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Fresh' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'AI Optimization', selected: true })).toBeInTheDocument();
  });
});
