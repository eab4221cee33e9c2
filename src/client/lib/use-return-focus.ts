import { useCallback, useRef } from 'react';

/**
 * For a dialog opened from a menu item or a row's button rather than through its own Radix
 * trigger: remembers the control that opened it and gives focus back to that control when the
 * dialog closes. Radix would otherwise send focus to the page's body, losing a keyboard user's
 * place in a long list.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = useCallback((element: HTMLElement | null) => {
    opener.current = element;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const element = opener.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  }, []);
  return { rememberOpener, onCloseAutoFocus };
}
