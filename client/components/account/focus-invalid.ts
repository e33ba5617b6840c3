/** After a failed submit, moves focus to the first field marked invalid, so long forms show what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  // After React has committed the error state (submit events render synchronously, so one frame suffices).
  window.requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
