const emailPattern = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[^\s@"'<>()[\]{},;:]+/g;
// North American numbers (555-123-4567, (555) 123 4567, 555.0101) and international ones (+44 20 7946 0958).
const phonePatterns = [
  /\+\d[\d\s().-]{6,}\d/g,
  /(?<![\d-])\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?![\d-])/g,
  /(?<![\d-])\d{3}[.-]\d{4}(?![\d-])/g,
];

/**
 * Masks e-mail addresses and phone numbers in text bound for a language model. What the server
 * builds for a model holds none by construction (decision 048); this catches the ones a person
 * typed into free text (an event type's name, an inquiry's message).
 */
export function redactContactDetails(text: string): string {
  let redacted = text.replace(emailPattern, '[e-mail removed]');
  for (const pattern of phonePatterns) redacted = redacted.replace(pattern, '[phone removed]');
  return redacted;
}
