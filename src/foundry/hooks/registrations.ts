/** One thing `init` sets up; `part` is the localization key that names it should it fail. */
export interface Registration {
  readonly part: string;
  readonly register: () => void;
}

/**
 * Runs each registration on its own, so that one that throws (a system that changed
 * `CONFIG.statusEffects`, say) does not stop the others. Returns the parts that failed; each
 * failure is logged whole.
 */
export function runRegistrations(registrations: readonly Registration[]): string[] {
  const failed: string[] = [];
  for (const { part, register } of registrations) {
    try {
      register();
    } catch (error) {
      console.error(error);
      failed.push(part);
    }
  }
  return failed;
}
