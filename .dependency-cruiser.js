/**
 * The direction of every layer (shared DESIGN: rulesets → view → engine; hosts and tools → all),
 * checked by `npm run lint`. Type imports count (`tsPreCompilationDeps`): a cycle through types is
 * still a cycle for a reader.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import goes round in a circle in src/, type imports included.",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "engine-is-the-bottom",
      severity: "error",
      comment: "The engine imports nothing above it: not the view, a rule system, a host or a tool.",
      from: { path: "^src/engine/" },
      to: { path: "^(src/(view|rulesets|foundry|sandbox)|tools|bench)/" },
    },
    {
      name: "view-over-engine-only",
      severity: "error",
      comment: "The view is built from a Ruleset handed in: it never imports a rule system, a host or a tool.",
      from: { path: "^src/view/" },
      to: { path: "^(src/(rulesets|foundry|sandbox)|tools|bench)/" },
    },
    {
      name: "rulesets-over-view-and-engine",
      severity: "error",
      comment: "A rule system depends on the engine and the view only, never on a host or a tool.",
      from: { path: "^src/rulesets/" },
      to: { path: "^(src/(foundry|sandbox)|tools|bench)/" },
    },
    {
      name: "rulesets-apart",
      severity: "error",
      comment: "A rule system never imports another (each is its own folder; shared machinery is the engine's).",
      from: { path: "^src/rulesets/([^/]+)/" },
      to: { path: "^src/rulesets/([^/]+)/", pathNot: "^src/rulesets/$1/" },
    },
    {
      name: "shipped-list-from-roots-only",
      severity: "error",
      comment:
        "The shipped list is imported only by composition roots: the Foundry entry, the sandbox entry, tools, benches and tests.",
      from: { pathNot: "^(src/foundry/main\\.ts|src/sandbox/main\\.ts|tools/|bench/|test/)" },
      to: { path: "^src/rulesets/shipped\\.ts$" },
    },
    {
      name: "foundry-not-sandbox",
      severity: "error",
      comment: "The two hosts never import each other.",
      from: { path: "^src/foundry/" },
      to: { path: "^src/sandbox/" },
    },
    {
      name: "sandbox-not-foundry",
      severity: "error",
      comment: "The two hosts never import each other.",
      from: { path: "^src/sandbox/" },
      to: { path: "^src/foundry/" },
    },
    {
      name: "src-not-tools",
      severity: "error",
      comment: "Tools and benches are composition roots: nothing in src/ imports them.",
      from: { path: "^src/" },
      to: { path: "^(tools|bench|test)/" },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^node_modules/" },
  },
};
