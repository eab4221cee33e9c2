/**
 * Merge fields a contract template may use. They are filled from the booking and the
 * venue when a contract is created, so a contract's text never holds a `{{field}}`.
 */
export const mergeFields = [
  'coupleNames',
  'eventDate',
  'eventType',
  'guestCount',
  'totalAmount',
  'venueName',
  'clientEmail',
  'today',
] as const;
export type MergeField = (typeof mergeFields)[number];

export const mergeFieldLabels = {
  coupleNames: 'Couple names',
  eventDate: 'Event date',
  eventType: 'Event type',
  guestCount: 'Guest count',
  totalAmount: 'Total amount',
  venueName: 'Venue name',
  clientEmail: 'Client email',
  today: "Today's date",
} as const satisfies Record<MergeField, string>;

const MERGE_FIELD_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function toMergeTag(field: MergeField): string {
  return `{{${field}}}`;
}

/** The `{{names}}` in the text, each once, in order of appearance. */
export function listMergeTags(content: string): string[] {
  return [...new Set([...content.matchAll(MERGE_FIELD_PATTERN)].map(([, name]) => name ?? ''))];
}

/**
 * The `{{names}}` in the text that are not merge fields, each once, in order of appearance;
 * `fields` is the contracts' list unless a feature (automations) offers more.
 */
export function findUnknownMergeFields(content: string, fields: readonly string[] = mergeFields): string[] {
  return listMergeTags(content).filter((name) => !fields.includes(name));
}

/**
 * The `{{` and `}}` of the text that are not part of a whole `{{name}}`: an opening never closed,
 * a closing never opened, or a third brace beside a field (`{{{venueName}}}`). Filling the fields
 * would leave them in the contract, whose text must hold no `{{`.
 */
export function findStrayBraces(content: string): ('{{' | '}}')[] {
  const inField = new Uint8Array(content.length);
  for (const match of content.matchAll(MERGE_FIELD_PATTERN)) {
    inField.fill(1, match.index, match.index + match[0].length);
  }
  const stray = new Set<'{{' | '}}'>();
  for (let at = 0; at + 1 < content.length; at++) {
    const brace = content[at];
    if ((brace === '{' || brace === '}') && content[at + 1] === brace && !(inField[at] && inField[at + 1])) {
      stray.add(brace === '{' ? '{{' : '}}');
    }
  }
  return [...stray];
}

/**
 * Replaces every merge field with its value; a value that is missing reads as an empty line to
 * fill in. `fields` is the contracts' list unless a feature (automations) offers more.
 */
export function fillMergeFields<Field extends string = MergeField>(
  content: string,
  values: Partial<Record<Field, string | null>>,
  fields: readonly Field[] = mergeFields as readonly string[] as readonly Field[],
): string {
  return content.replace(MERGE_FIELD_PATTERN, (tag, name: string) => {
    if (!(fields as readonly string[]).includes(name)) return tag;
    return values[name as Field] ?? '__________';
  });
}
