/** Open-focus for reading dialogs: the dialog itself takes focus, not the first focusable element inside it. */

/** For Radix's onOpenAutoFocus: screen readers start at the title, and no focus ring lands on the scrolling text. */
export function focusDialog(event: Event): void {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}
