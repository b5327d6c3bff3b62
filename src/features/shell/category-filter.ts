/** The drawer's category search (pure): ranked category ids shaped into the department tree it shows. */

export type SidebarLink = { id: number; name: string; slug: string };
export type SidebarDepartment = SidebarLink & { subcategories: SidebarLink[] };

/**
 * Departments for ranked category ids (best first), in the order of their first hit. A department
 * hit keeps all its subcategories; a subcategory hit (or a hit deeper down, shown as the
 * subcategory above it) keeps only the hit subcategories, in catalogue order. Unknown ids are skipped.
 */
export function departmentsForHits(
  departments: readonly SidebarDepartment[],
  parentOf: ReadonlyMap<number, number | null>,
  ranked: readonly number[],
): SidebarDepartment[] {
  const byId = new Map(departments.map((d) => [d.id, d]));
  // per department shown: null = all subcategories, else the ids of the subcategories hit
  const shown = new Map<number, Set<number> | null>();
  for (const id of ranked) {
    let child: number | null = null;
    let at: number | null | undefined = id;
    // climb to the department, remembering the step just below it; a cycle or a dangling parent ends the climb
    for (let steps = 0; at != null && !byId.has(at) && steps < 32; steps++) {
      child = at;
      at = parentOf.get(at);
    }
    if (at == null || !byId.has(at)) continue;
    const subs = shown.get(at);
    if (child === null) shown.set(at, null);
    else if (subs === undefined) shown.set(at, new Set([child]));
    else subs?.add(child);
  }
  return [...shown].flatMap(([id, subs]) => {
    const d = byId.get(id)!;
    if (subs === null) return [d];
    const subcategories = d.subcategories.filter((s) => subs.has(s.id));
    return subcategories.length ? [{ ...d, subcategories }] : [];
  });
}
