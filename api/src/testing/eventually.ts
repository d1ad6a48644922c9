/**
 * Waits until `check` holds, asking again every 50 ms, for what is eventually consistent: notices
 * arrive after the answer that caused them, and a screen another user looks at follows a change
 * once its read model has it.
 */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check()); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > deadline) throw new Error(`never saw ${what}`);
}
