/**
 * Menus and dialogs whose Radix code loads on first use: until then a plain button with the closed trigger's markup
 * stands in, and the first click (or arrow key, for menus) swaps in the loaded component, opened. Dialogs whose
 * button can stay outside the loaded module keep that button instead (useDeferredDialog).
 */
import { type ButtonHTMLAttributes, type RefObject, startTransition, useEffect, useId, useRef, useState } from 'react';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';

/** How the stand-in was activated: the loaded component opens at once and a menu, from the keyboard, focuses its first item. */
export interface Activation {
  keyboard: boolean;
}

/** What the loaded component receives besides its own props. */
export interface LoadedProps {
  activation: Activation;
}

type StandInProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-state': 'closed' };

/**
 * The stand-in button's props (the closed Radix trigger's attributes, so server markup and first paint stay as they
 * were) and the activation, null until the first use. The module starts loading on hover or focus; the switch waits
 * for it in a transition, so render the stand-in inside a Suspense boundary that stays mounted (it remains in place
 * until the loaded component can open).
 */
export function useDeferredTrigger(load: () => Promise<unknown>, popup: 'menu' | 'dialog'): { activation: Activation | null; standIn: StandInProps } {
  const [activation, setActivation] = useState<Activation | null>(null);
  const preload = () => void load().catch((error: unknown) => console.error('loading a menu or dialog failed', error));
  const activate = (keyboard: boolean) => {
    preload();
    startTransition(() => setActivation({ keyboard }));
  };
  return {
    activation,
    standIn: {
      type: 'button',
      'aria-haspopup': popup,
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      // A click from Enter or Space has no pointer detail.
      onClick: (event) => activate(event.detail === 0),
      onKeyDown: (event) => {
        if (popup !== 'menu' || event.key !== 'ArrowDown') return;
        event.preventDefault();
        activate(true);
      },
    },
  };
}

/**
 * Radix focuses a menu's first item only when it saw the key that opened the menu; the menu mounted after that key,
 * so for a keyboard activation the first item takes focus once the content is in the document.
 */
export function useFocusFirstItem(content: RefObject<HTMLElement | null>, activation: Activation): void {
  useEffect(() => {
    if (!activation.keyboard) return;
    const frame = window.requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [content, activation]);
}

/** What a lazily loaded dialog opened by an outside button receives (Radix Dialog.Root without a Trigger). */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** For Dialog.Content's id, which the button's aria-controls names. */
  contentId: string;
  /** The button outside the dialog's module, which takes focus back when the dialog closes (see returnFocus). */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * A dialog opened by a button that is always there: the button gets the attributes of Radix's Dialog.Trigger and
 * loads the dialog's module on hover or focus; `opened` is true from the first opening on (render the dialog then).
 */
export function useDeferredDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const preload = () => void load().catch((error: unknown) => console.error('loading a dialog failed', error));
  const button = {
    ref: trigger,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    'data-state': open ? 'open' : 'closed',
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpen(!open),
  } as const;
  const dialog: DeferredDialogProps = { open, onOpenChange: setOpen, contentId, trigger };
  return { opened, button, dialog };
}

/** For Dialog.Content's onCloseAutoFocus: focus goes back to the outside button, as Radix does for its own trigger. */
export function returnFocus(trigger: RefObject<HTMLButtonElement | null>): (event: Event) => void {
  return (event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}
