import fc from "fast-check";

/**
 * Property tests explore new random cases on every local run; in CI (CI=true) they replay one fixed
 * seed, so a green main stays green and a red one is reproducible. FC_SEED overrides both.
 */
const seed = process.env["FC_SEED"] ?? (process.env["CI"] ? "20261121" : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
