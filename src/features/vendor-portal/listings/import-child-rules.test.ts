import { describe, expect, it } from "vitest";
import {
  childrenChanged,
  mergeChildren,
  videoCell,
  videoFromCell,
  type ChildRow,
  type ListingChildren,
  type StoredVariation,
} from "./import-child-rules";
import { checkRow } from "./import-rules";

const row = (cells: Record<string, string>, n = 2) => checkRow(cells, n);
const small: StoredVariation = {
  sku: "KIT-S",
  caption: "Small",
  catalogCents: 1000,
  discountedCents: null,
  quantity: 4,
  minimumOrder: null,
  maxThreshold: null,
  sampleProduct: false,
};
const none: ListingChildren = { variations: [], setItems: [], videos: [] };

describe("child rows of the product CSV", () => {
  it("reads a variation row into cents, whole numbers and yes/no", () => {
    expect(
      row({
        row_type: "variation",
        parent_sku: "KIT",
        sku: "KIT-M",
        option: "Medium",
        price: "12.50",
        price_discounted: "$10",
        quantity: "7",
        minimum_order: "2",
        max_quantity_threshold: "20",
        sample_product: "no",
      }),
    ).toEqual({
      kind: "variation",
      row: 2,
      parent: "KIT",
      sku: "KIT-M",
      caption: "Medium",
      priceCents: 1250,
      discountedCents: 1000,
      quantity: 7,
      minimumOrder: 2,
      maxThreshold: 20,
      sampleProduct: false,
    });
  });

  it("names the row and what is wrong with it", () => {
    const cases: [Record<string, string>, string][] = [
      [
        { row_type: "variation", sku: "KIT-M" },
        "row 9: parent_sku is required on a variation row: the SKU of its listing",
      ],
      [
        { row_type: "variation", parent_sku: "KIT" },
        "row 9: sku (the variation's own SKU) is required on a variation row",
      ],
      [
        { row_type: "variation", parent_sku: "KIT", sku: "kit" },
        "row 9: a variation needs its own SKU, not its listing's",
      ],
      [
        { row_type: "variation", parent_sku: "KIT", sku: "KIT M" },
        "row 9: sku may use letters, digits, dot, dash, slash and underscore",
      ],
      [{ row_type: "variation", parent_sku: "KIT", sku: "KIT-M", price: "ten" }, "row 9: price must be a number"],
      [
        { row_type: "variation", parent_sku: "KIT", sku: "KIT-M", price: "0" },
        "row 9: price of a variation must be more than 0",
      ],
      [
        { row_type: "variation", parent_sku: "KIT", sku: "KIT-M", name: "Medium" },
        "row 9: a variation row does not take name; it reads sku, row_type, parent_sku, option, price, price_discounted, quantity, minimum_order, max_quantity_threshold, sample_product",
      ],
      [
        { row_type: "set_item", parent_sku: "KIT", name: "Blade" },
        "row 9: sku (the item's SKU) is required on a set item row",
      ],
      [
        { row_type: "set_item", parent_sku: "KIT", sku: "B-1" },
        "row 9: name (the item's name) is required on a set item row",
      ],
      [
        { row_type: "set_item", parent_sku: "KIT", sku: "B-1", name: "Blade" },
        "row 9: quantity (how many the set holds) is required on a set item row",
      ],
      [
        { row_type: "set_item", parent_sku: "KIT", sku: "B-1", name: "Blade", quantity: "0" },
        "row 9: quantity must be between 1 and 1000",
      ],
      [{ row_type: "video", parent_sku: "KIT" }, "row 9: video is required on a video row"],
      [
        { row_type: "video", parent_sku: "KIT", video: "https://example.com/v.mp4" },
        "row 9: Only YouTube and Vimeo links are accepted (example.com is neither); or upload an MP4 or WebM file.",
      ],
      [
        { row_type: "video", parent_sku: "KIT", video: "my video.mov" },
        expect.stringMatching(/^row 9: video must be a YouTube or Vimeo link/),
      ],
      [
        { row_type: "video", parent_sku: "KIT", video: "demo-1.webm", sku: "X" },
        expect.stringMatching(/^row 9: a video row does not take sku/),
      ],
    ];
    for (const [cells, message] of cases) expect(row(cells, 9), JSON.stringify(cells)).toEqual({ row: 9, message });
  });

  it("writes every stored video as a cell that reads back as the same video", () => {
    for (const v of [
      { type: "youtube", name: "dQx4sT9kLmA" },
      { type: "vimeo", name: "384512907" },
      { type: "other", name: "v12-0a1b2c3d4e5f6a7b.mp4" },
    ] as const)
      expect(videoFromCell(videoCell(v))).toEqual(v);
    expect(videoFromCell("https://youtu.be/dQx4sT9kLmA")).toEqual({ type: "youtube", name: "dQx4sT9kLmA" });
  });
});

describe("merging a listing's child rows", () => {
  const variation = (cells: Record<string, string>, n: number) =>
    checkRow({ row_type: "variation", parent_sku: "KIT", ...cells }, n) as ChildRow;

  it("updates a variation by SKU, adds new ones in file order and keeps the ones left out", () => {
    const large = { ...small, sku: "KIT-L", caption: "Large", catalogCents: 2000 };
    const now = { ...none, variations: [small, large] };
    const { errors, merged } = mergeChildren("KIT", now, [
      variation({ sku: "KIT-M", option: "Medium", price: "15" }, 3),
      variation({ sku: "KIT-S", quantity: "9" }, 4),
    ]);
    expect(errors).toEqual([]);
    expect(merged.variations.map((v) => [v.sku, v.quantity, v.catalogCents])).toEqual([
      ["KIT-M", 0, 1500],
      ["KIT-S", 9, 1000],
      ["KIT-L", 4, 2000],
    ]);
    expect(merged.setItems).toBeNull();
    expect(childrenChanged(now, merged)).toEqual({ variations: true, setItems: false, videos: false });
  });

  it("finds nothing changed when the rows say what is stored (an export read back)", () => {
    const now = { variations: [small], setItems: [], videos: [{ type: "vimeo" as const, name: "384512907" }] };
    const rows = [
      variation({ sku: "KIT-S", option: "Small", price: "10.00", quantity: "4", sample_product: "no" }, 3),
      checkRow({ row_type: "video", parent_sku: "KIT", video: "https://vimeo.com/384512907" }, 4) as ChildRow,
    ];
    const { errors, merged } = mergeChildren("KIT", now, rows);
    expect(errors).toEqual([]);
    expect(childrenChanged(now, merged)).toEqual({ variations: false, setItems: false, videos: false });
  });

  it("refuses a new variation without option or price, a discount at or above the price, and a threshold below the minimum", () => {
    const { errors } = mergeChildren("KIT", { ...none, variations: [small] }, [
      variation({ sku: "KIT-X" }, 5),
      variation({ sku: "KIT-S", price_discounted: "10" }, 6),
      variation({ sku: "KIT-Y", option: "Y", price: "3", minimum_order: "5", max_quantity_threshold: "2" }, 7),
    ]);
    expect(errors).toEqual([
      { row: 5, message: "row 5: a new variation needs option, price" },
      { row: 6, message: "row 6: price_discounted must be lower than the variation's price" },
      { row: 7, message: "row 7: max_quantity_threshold must be at least minimum_order" },
    ]);
  });

  it("replaces set items and videos as whole lists; a file without them keeps them", () => {
    const now = {
      variations: [],
      setItems: [{ sku: "OLD", name: "Old", qty: 1 }],
      videos: [{ type: "other" as const, name: "v7-aa.webm" }],
    };
    const rows = [
      checkRow({ row_type: "set_item", parent_sku: "KIT", sku: "B-1", name: "Blade", quantity: "2" }, 3),
      checkRow({ row_type: "video", parent_sku: "KIT", video: "https://vimeo.com/384512907" }, 4),
      checkRow({ row_type: "video", parent_sku: "KIT", video: "v7-aa.webm" }, 5),
    ] as ChildRow[];
    const { errors, merged } = mergeChildren("KIT", now, rows);
    expect(errors).toEqual([]);
    expect(merged.setItems).toEqual([{ sku: "B-1", name: "Blade", qty: 2 }]);
    expect(merged.videos).toEqual([
      { type: "vimeo", name: "384512907" },
      { type: "other", name: "v7-aa.webm" },
    ]);
    expect(mergeChildren("KIT", now, rows.slice(0, 1)).merged.videos).toBeNull();
  });

  it("refuses an uploaded file the listing does not have, and variations with a set", () => {
    const video = checkRow({ row_type: "video", parent_sku: "KIT", video: "v9-bb.mp4" }, 3) as ChildRow;
    expect(mergeChildren("KIT", none, [video]).errors).toEqual([
      {
        row: 3,
        message: "row 3: v9-bb.mp4 is not a video uploaded to listing KIT; upload it on the listing's page first",
      },
    ]);
    const set = checkRow(
      { row_type: "set_item", parent_sku: "KIT", sku: "B", name: "B", quantity: "1" },
      4,
    ) as ChildRow;
    expect(mergeChildren("KIT", { ...none, variations: [small] }, [set]).errors).toEqual([
      {
        row: 4,
        message:
          "row 4: listing KIT cannot have both variations and set items; remove one of them on the listing's page",
      },
    ]);
  });

  it("caps videos per listing", () => {
    const rows = Array.from(
      { length: 6 },
      (_, i) => checkRow({ row_type: "video", parent_sku: "KIT", video: "https://vimeo.com/1" }, i + 2) as ChildRow,
    );
    expect(mergeChildren("KIT", none, rows).errors).toEqual([
      { row: 7, message: "row 7: listing KIT can have at most 5 videos" },
    ]);
  });
});
