import { type Owner, ownerOf } from "@engine/validation/field-errors";

/** How messages name a scene's documents: `Token "3rd Bn" (id)`, `Region "Woods" (id)`, … */
export function documentOwner(
  thing: "Token" | "Wall" | "Region" | "Scene",
  doc: { readonly id: string | null; readonly name?: string },
): Owner {
  const id = doc.id ?? "?";
  return ownerOf(thing, id, doc.name === undefined || doc.name === "" ? undefined : doc.name);
}
