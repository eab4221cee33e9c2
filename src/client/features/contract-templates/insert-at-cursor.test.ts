import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor.ts';

describe('insertAtCursor', () => {
  it('puts the text at the caret and moves the caret past it', () => {
    expect(insertAtCursor('Dear , welcome', '{{coupleNames}}', 5, 5)).toEqual({
      value: 'Dear {{coupleNames}}, welcome',
      caret: 20,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('On DATE we meet', '{{eventDate}}', 3, 7)).toEqual({
      value: 'On {{eventDate}} we meet',
      caret: 16,
    });
  });

  it('appends when the selection is unknown', () => {
    expect(insertAtCursor('Total: ', '{{totalAmount}}', null, null)).toEqual({
      value: 'Total: {{totalAmount}}',
      caret: 22,
    });
  });
});
