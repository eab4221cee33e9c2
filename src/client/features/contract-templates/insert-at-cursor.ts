/**
 * The text with `insert` put in place of the selection (or at the caret), and where the caret
 * goes after it. Without a known selection the text goes at the end.
 */
export function insertAtCursor(
  value: string,
  insert: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): { value: string; caret: number } {
  const start = selectionStart ?? value.length;
  const end = Math.max(start, selectionEnd ?? start);
  return { value: value.slice(0, start) + insert + value.slice(end), caret: start + insert.length };
}
