import { describe, expect, it } from "vitest";
import { parseRowChange, SCOPED, UNWATCHED, watchStatements } from "./row-changes";

describe("row change notifications", () => {
  it("reads the scopes a trigger sent, or everything", () => {
    expect(parseRowChange("cart_items|u:a,l:3")).toEqual({ table: "cart_items", scopes: ["u:a", "l:3"] });
    expect(parseRowChange("vendors|*")).toEqual({ table: "vendors", scopes: "all" });
    expect(parseRowChange("vendors|")).toEqual({ table: "vendors", scopes: "all" });
    expect(parseRowChange("garbled")).toEqual({ table: "garbled", scopes: "all" });
  });

  it("watches a scoped table with its scope expressions, any other with none, and truncation of both", () => {
    const scoped = watchStatements("cart_items").join("\n");
    expect(scoped).toContain(`dvm_row_change('${SCOPED.cart_items!.join(", ").replace(/'/g, "''")}')`);
    expect(scoped).toContain("after truncate");
    const plain = watchStatements("vendors").join("\n");
    expect(plain).toContain("dvm_rows_added()");
    expect(plain).toContain("dvm_rows_removed()");
    expect(plain.match(/create trigger/g)).toHaveLength(4);
  });

  it("never both scopes and leaves unwatched a table", () => {
    for (const table of Object.keys(SCOPED)) expect(UNWATCHED[table]).toBeUndefined();
  });
});
