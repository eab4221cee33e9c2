// @vitest-environment jsdom
// jsdom only reads the rendered HTML here; the build's render (scripts/prerender.ts) runs in plain Node.
import { describe, expect, it } from 'vitest';
import type { PublicVenue } from '#shared/inquiries/inquiries.schemas.ts';
import { inquiryKeys } from '#client/features/inquiries/api.ts';
// The source index.html; the build renders into the built one, which differs only in its script and stylesheet.
import template from '../../index.html?raw';
import { pageDocument, prerenderedPaths, renderPage } from './entry-server.tsx';

async function renderDocument(path: string) {
  return new DOMParser().parseFromString(pageDocument(template, await renderPage(path)), 'text/html');
}

const meta = (document: Document, selector: string) =>
  document.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

const pages = [
  {
    path: '/',
    title: 'Event venue management software · VenueDesk',
    heading: 'Book more events. Stress less.',
    text: 'VenueDesk runs your venue in one place',
  },
  {
    path: '/features',
    title: 'Features · VenueDesk',
    heading: 'Every tool your venue needs, working together',
    text: 'From the first inquiry to the final payment',
  },
  {
    path: '/pricing',
    title: 'Pricing · VenueDesk',
    heading: 'Simple, transparent pricing',
    text: 'One plan with everything your venue needs.',
  },
  { path: '/help', title: 'Help Center · VenueDesk', heading: 'How can we help?', text: 'Frequently Asked Questions' },
  { path: '/contact', title: 'Contact Us · VenueDesk', heading: 'Get in touch', text: 'Send us a message' },
  {
    path: '/privacy',
    title: 'Privacy Policy · VenueDesk',
    heading: 'Privacy Policy',
    text: 'This policy explains what information VenueDesk collects',
  },
];

describe('the pre-rendered public pages', () => {
  it('are the six public pages', () => {
    expect([...prerenderedPaths].sort()).toEqual(pages.map((page) => page.path).sort());
  });

  it.each(pages)('$path has its heading, text, title, description and link preview in the HTML', async (page) => {
    const document = await renderDocument(page.path);
    const main = document.querySelector('#root main');
    expect(main?.querySelector('h1')?.textContent).toBe(page.heading);
    expect(main?.textContent).toContain(page.text);
    expect(document.title).toBe(page.title);
    const description = meta(document, 'name="description"');
    expect(description?.length).toBeGreaterThan(50);
    // Each page describes itself; index.html's description belongs to no page in particular.
    expect(template).not.toContain(description);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(document, 'property="og:title"')).toBe(page.title);
    expect(meta(document, 'property="og:description"')).toBe(description);
    expect(meta(document, 'property="og:type"')).toBe('website');
    // Links are plain links, so they navigate before (or without) any script.
    expect(document.querySelector('a[href="/pricing"]')).not.toBeNull();
  });

  it('renders / for a visitor, with no spinner standing in for the page', async () => {
    const { html } = await renderPage('/');
    expect(html).not.toContain('role="status"');
    expect(html).toContain('Start Free Trial');
  });

  it('says in the contact page that sending its form needs JavaScript, and offers no button that would do nothing', async () => {
    const document = await renderDocument('/contact');
    const form = document.querySelector('form[aria-label="Contact form"]');
    expect(form?.querySelector('noscript')?.textContent).toContain('Sending this form needs JavaScript');
    expect(form?.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
  });

  it('escapes what a page says about itself in the head', () => {
    const html = pageDocument(template, { html: '<p>x</p>', head: { title: 'Q&A <b> "x"', description: 'a < b & c' } });
    expect(html).toContain('<title>Q&amp;A &lt;b&gt; &quot;x&quot;</title>');
    expect(html).toContain('<meta name="description" content="a &lt; b &amp; c">');
    expect(html).toContain('<div id="root"><p>x</p></div>');
  });
});

describe('rendering a page with data the server has read', () => {
  const venue: PublicVenue = {
    slug: 'hacienda-rosa',
    name: 'Hacienda Rosa',
    description: 'A walled garden for 200 guests.',
    eventTypes: ['Wedding'],
    primaryColor: '#1E3A8A',
    secondaryColor: '#6B7280',
    accentColor: '#10B981',
    logo: null,
    timeZone: 'America/Chicago',
    defaultLanguage: 'en',
    translations: {},
  };

  it('renders the page with that data instead of its loading state', async () => {
    const page = await renderPage('/inquire/hacienda-rosa', {
      queryData: [[inquiryKeys.venue('hacienda-rosa'), venue]],
    });
    expect(page.head.title).toBe('Inquire at Hacienda Rosa · VenueDesk');
    expect(page.html).toContain('Hacienda Rosa');
    expect(page.html).toContain('Tell us about your event');
  });

  it("puts the venue's colours on <html> and the data after #root, where a venue's text cannot end the script", async () => {
    const named = { ...venue, name: 'Hall </script><b>' };
    const data = { url: '/inquire/hacienda-rosa', queries: [[inquiryKeys.venue('hacienda-rosa'), named]] as const };
    const page = await renderPage(data.url, { queryData: data.queries });
    expect(page.head.theme?.['--primary']).toBe('#1E3A8A');
    const html = pageDocument(template, page, data);
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#1E3A8A');
    expect(document.documentElement.lang).toBe('en');
    const script = document.getElementById('page-data');
    expect(script?.previousElementSibling?.id).toBe('root');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(JSON.parse(JSON.stringify(data)));
    expect(document.querySelector('b')).toBeNull();
  });

  it('leaves <html> alone for a page without colours of its own', async () => {
    const html = pageDocument(template, await renderPage('/pricing'));
    expect(html).toMatch(/<html lang="en">/);
    expect(html).not.toContain('id="page-data"');
  });
});
