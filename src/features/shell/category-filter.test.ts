import { describe, expect, it } from "vitest";
import { departmentsForHits, type SidebarDepartment } from "./category-filter";

const link = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/\W+/g, "-") });
const departments: SidebarDepartment[] = [
  { ...link(1, "Pharmacy"), subcategories: [link(10, "NSAIDs"), link(11, "Antibiotics")] },
  { ...link(2, "Supplies"), subcategories: [link(20, "Gloves"), link(21, "Sutures"), link(22, "Catheters")] },
  { ...link(3, "Equipment"), subcategories: [] },
];
// 100 sits under 20 (a third level the drawer shows as its subcategory); 200 and 201 point at each other
const parentOf = new Map<number, number | null>([
  [1, null],
  [2, null],
  [3, null],
  [10, 1],
  [11, 1],
  [20, 2],
  [21, 2],
  [22, 2],
  [100, 20],
  [200, 201],
  [201, 200],
]);
const shape = (ds: SidebarDepartment[]) => ds.map((d) => [d.name, d.subcategories.map((s) => s.name)]);

describe("departmentsForHits", () => {
  it("orders departments by their first hit and keeps only the subcategories hit, in catalogue order", () => {
    expect(shape(departmentsForHits(departments, parentOf, [22, 10, 20]))).toEqual([
      ["Supplies", ["Gloves", "Catheters"]],
      ["Pharmacy", ["NSAIDs"]],
    ]);
  });

  it("keeps every subcategory of a department hit, whatever else hit under it", () => {
    expect(shape(departmentsForHits(departments, parentOf, [21, 2, 3]))).toEqual([
      ["Supplies", ["Gloves", "Sutures", "Catheters"]],
      ["Equipment", []],
    ]);
  });

  it("shows a deeper category as the subcategory above it", () => {
    expect(shape(departmentsForHits(departments, parentOf, [100]))).toEqual([["Supplies", ["Gloves"]]]);
  });

  it("skips unknown ids and broken parent chains", () => {
    expect(departmentsForHits(departments, parentOf, [999, 200])).toEqual([]);
    expect(departmentsForHits(departments, parentOf, [])).toEqual([]);
  });
});
