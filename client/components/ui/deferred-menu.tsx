/** Drop-down menus whose Radix code loads on first use: until then a plain button with the trigger's markup stands in. */
import { type ButtonHTMLAttributes, type RefObject, startTransition, useEffect, useState } from 'react';

/** How the stand-in was activated: the loaded menu opens at once and, from the keyboard, focuses its first item. */
export interface MenuActivation {
  keyboard: boolean;
}

/** What the loaded menu receives besides its own props. */
export interface LoadedMenuProps {
  activation: MenuActivation;
}

type StandInProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'closed' };

/**
 * The stand-in button's props (the closed Radix trigger's attributes, so server markup and first paint are the same
 * as before) and the activation, null until the first click or arrow key. The module starts loading on hover or
 * focus; the switch to the loaded menu waits for it in a transition, so the stand-in stays until the menu can open.
 */
export function useDeferredMenu(load: () => Promise<unknown>): { activation: MenuActivation | null; standIn: StandInProps } {
  const [activation, setActivation] = useState<MenuActivation | null>(null);
  const preload = () => void load().catch((error: unknown) => console.error('loading the menu failed', error));
  const activate = (keyboard: boolean) => {
    preload();
    startTransition(() => setActivation({ keyboard }));
  };
  return {
    activation,
    standIn: {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      // A click from Enter or Space has no pointer detail.
      onClick: (event) => activate(event.detail === 0),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        activate(true);
      },
    },
  };
}

/**
 * Radix focuses the first item only when it saw the key that opened the menu; the menu mounted after that key, so
 * for a keyboard activation the first item takes focus once the content is in the document.
 */
export function useFocusFirstItem(content: RefObject<HTMLElement | null>, activation: MenuActivation): void {
  useEffect(() => {
    if (!activation.keyboard) return;
    const frame = window.requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [content, activation]);
}
