/**
 * Builds the text and HTML parts of a product email from plain paragraphs (escaped); a line break
 * inside a paragraph (a signature's) stays one in HTML.
 */
export function renderEmail(content: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): { text: string; html: string } {
  const text = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])]
    .concat(content.action ? [`${content.action.label}: ${content.action.url}`] : [])
    .join('\n')
    .trim();
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}" style="background:#8B5A6B;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<h1 style="font-size:20px;color:#8B5A6B">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join('\n')}
${action}
<p style="color:#6B7280;font-size:12px">VenueDesk</p>
</body></html>`;
  return { text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
