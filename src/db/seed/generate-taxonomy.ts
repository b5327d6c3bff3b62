import type { DepartmentDef, ProductKit } from "./catalog-types";
import { DEPARTMENTS } from "./catalog-words";
import type { SeedCategory, SeedDepartment } from "./seed-types";
import type { SlugRegistry } from "./slug";

/** A category products can be filed under, with the words to build them from. */
export interface LeafCategory {
  id: number;
  name: string;
  department: DepartmentDef;
  departmentIndex: number;
  kit: ProductKit;
}

export interface Taxonomy {
  departments: SeedDepartment[];
  categories: SeedCategory[];
  leaves: LeafCategory[];
  leavesByDepartment: LeafCategory[][];
}

/**
 * Departments take ids 1..D so they read as the top of the tree; categories and
 * subcategories follow depth-first, in the order the vocabulary lists them.
 */
export function buildTaxonomy(slugs: SlugRegistry): Taxonomy {
  const categories: SeedCategory[] = [];
  const leaves: LeafCategory[] = [];
  const leavesByDepartment: LeafCategory[][] = DEPARTMENTS.map(() => []);
  let nextId = DEPARTMENTS.length + 1;

  DEPARTMENTS.forEach((department, index) => {
    const id = index + 1;
    categories.push({
      id,
      parentId: null,
      name: department.name,
      slug: slugs.claim(department.name, id),
      position: index,
    });
  });

  DEPARTMENTS.forEach((department, departmentIndex) => {
    const visit = (defs: DepartmentDef["categories"], parentId: number) => {
      defs.forEach((def, position) => {
        const id = nextId++;
        categories.push({ id, parentId, name: def.name, slug: slugs.claim(def.name, id), position });
        if (def.kit) {
          const leafCategory = { id, name: def.name, department, departmentIndex, kit: def.kit };
          leaves.push(leafCategory);
          leavesByDepartment[departmentIndex]?.push(leafCategory);
        }
        if (def.children) visit(def.children, id);
      });
    };
    visit(department.categories, departmentIndex + 1);
  });

  const departments = categories
    .filter((category) => category.parentId === null)
    .map(({ id, name, slug, position }) => ({ id, name, slug, position }));
  return { departments, categories, leaves, leavesByDepartment };
}
