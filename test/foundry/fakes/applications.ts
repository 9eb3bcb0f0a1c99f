/**
 * A fake of Foundry's ApplicationV2 and HandlebarsApplicationMixin, enough for the module's
 * applications to be defined and driven in tests: it keeps its options and counts renders and
 * closes. Stub it as `foundry.applications.api` before importing an application's module.
 */
export class FakeApplicationV2 {
  static DEFAULT_OPTIONS: object = {};
  static PARTS: object = {};
  readonly options: object;
  renders = 0;
  closed = false;
  broughtToFront = false;

  constructor(options: object = {}) {
    this.options = options;
  }

  render(_options?: object): Promise<this> {
    this.renders++;
    return Promise.resolve(this);
  }

  close(): Promise<this> {
    this.closed = true;
    return Promise.resolve(this);
  }

  bringToFront(): void {
    this.broughtToFront = true;
  }
}

/** `foundry.applications.api` as the fakes give it: the mixin adds nothing. */
export function fakeApplicationsApi(): { ApplicationV2: typeof FakeApplicationV2; HandlebarsApplicationMixin: <T>(base: T) => T } {
  return { ApplicationV2: FakeApplicationV2, HandlebarsApplicationMixin: (base) => base };
}
