/** Colours of the well-known terrain kinds (TERRAIN_KINDS), for the background and the regions. */
const KIND_COLORS: Readonly<Record<string, string>> = {
  open: "#c9d7a0",
  difficult: "#b59b6a",
  impassable: "#4a4a4a",
  barrier: "#6d4c41",
  fortification: "#8d8d8d",
  urban: "#a1887f",
  woods: "#4f7f3a",
  mountain: "#9e8b72",
  bocage: "#6b8e23",
  "soft-ground": "#8a9a5b",
  river: "#4f8fc0",
  bridge: "#a0785a",
};

/** Kinds a ruleset adds get one of these, always the same for the same kind. */
const OTHER_COLORS = ["#d4a373", "#9c6644", "#7f5539", "#6c757d", "#588157", "#bc6c25"] as const;

export function terrainColor(kind: string): string {
  const known = KIND_COLORS[kind];
  if (known !== undefined) return known;
  let hash = 0;
  for (const char of kind) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return OTHER_COLORS[hash % OTHER_COLORS.length] ?? "#6c757d";
}
