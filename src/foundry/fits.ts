/** Resolves only when `Actual` is assignable to `Expected`: a compile-time proof that a Foundry type fits ours. */
export type Fits<Actual extends Expected, Expected> = [Actual, Expected];
