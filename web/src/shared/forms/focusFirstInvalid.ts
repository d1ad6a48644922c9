/**
 * After a submit the checks refused, the first field marked invalid takes focus (WCAG 3.3.1): a
 * keyboard user lands on it, and a screen reader reads its label and then its error, which Mantine
 * ties to it (aria-invalid, aria-describedby). The errors render after the submit's state update,
 * so the field is looked for on the next frame.
 */
export function focusFirstInvalid(scope: ParentNode = document): void {
  requestAnimationFrame(() => scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Mantine's `form.onSubmit(submit, focusFirstError)`: the refused form's first invalid field takes focus. */
export function focusFirstError(_errors: unknown, _values: unknown, event?: { currentTarget: EventTarget | null }): void {
  const form = event?.currentTarget;
  focusFirstInvalid(form instanceof HTMLElement ? form : document);
}
