import "server-only";
// Server seam of the cart: adding, pricing lines, and the cart rules server code shares.
export { addToCart } from "./add";
export { loadLinesForItems, loadProductLines, loadServiceLines, type ProductLine, type ServiceLine } from "./lines";
export { cartTotalCents, checkAddQuantity, lineTotalCents } from "../rules";
