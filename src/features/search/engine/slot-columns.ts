/**
 * What the ranking loop reads of each engine slot, in typed arrays: a one-letter search matches
 * nearly every document, and visiting 100k objects scattered over the heap costs far more than
 * reading a few flat arrays.
 */
export class SlotColumns {
  alive = new Uint8Array(0);
  inStock = new Uint8Array(0);
  /** the document's category id, -1 when none */
  category = new Int32Array(0);
  id = new Int32Array(0);
  sold = new Float64Array(0);
  /** length of the name's key (its words joined by spaces): an exact-name check compares strings only when equal */
  nameLength = new Uint32Array(0);
  private capacity = 0;

  private grow(atLeast: number) {
    const next = Math.max(1024, this.capacity * 2, atLeast);
    const widen = <A extends Uint8Array | Int32Array | Uint32Array | Float64Array>(a: A, b: A): A => {
      b.set(a);
      return b;
    };
    this.alive = widen(this.alive, new Uint8Array(next));
    this.inStock = widen(this.inStock, new Uint8Array(next));
    this.category = widen(this.category, new Int32Array(next));
    this.id = widen(this.id, new Int32Array(next));
    this.sold = widen(this.sold, new Float64Array(next));
    this.nameLength = widen(this.nameLength, new Uint32Array(next));
    this.capacity = next;
  }

  set(
    slot: number,
    doc: { id: number; inStock: boolean; sold: number; categoryId: number | null },
    nameKey: string,
  ): void {
    if (slot >= this.capacity) this.grow(slot + 1);
    this.alive[slot] = 1;
    this.inStock[slot] = doc.inStock ? 1 : 0;
    this.category[slot] = doc.categoryId ?? -1;
    this.id[slot] = doc.id;
    this.sold[slot] = doc.sold;
    this.nameLength[slot] = nameKey.length;
  }

  kill(slot: number): void {
    this.alive[slot] = 0;
  }
}
