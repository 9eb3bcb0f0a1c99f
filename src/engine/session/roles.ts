/**
 * The two roles of a combat between two sides, as the rule systems with an attacker and a defender
 * name them; who plays each (`sideOf`) is each rule system's own.
 */
export type Role = "attacker" | "defender";
export const ROLES: readonly Role[] = ["attacker", "defender"];

/** One value per role. */
export type PerRole<T> = { readonly attacker: T; readonly defender: T };

export function enemyOf(role: Role): Role {
  return role === "attacker" ? "defender" : "attacker";
}

export function perRole<T>(f: (role: Role) => T): PerRole<T> {
  return { attacker: f("attacker"), defender: f("defender") };
}
