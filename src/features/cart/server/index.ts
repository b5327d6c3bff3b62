import "server-only";
// Server seam of the cart: adding, pricing lines, whose cart (a clinic location's), and the cart rules server code shares.
export { addToCart } from "./add";
export { loadLinesForItems, loadProductLines, loadServiceLines, type ProductLine, type ServiceLine } from "./lines";
export { tellCartMembers } from "./live";
export { cartCountBound, type CartSummary } from "./summary";
export { cartKeyFor, editableCartKey, ofCart, VIEW_ONLY_MESSAGE, type CartKey } from "./owner";
export { cartTotalCents, checkAddQuantity, lineTotalCents } from "../rules";
export { addGuideToCart, createGuide, listGuides, setGuideItem } from "./guides";
export { orderedAtQuote, putQuotedLines, type RfqQuote } from "./quoted-lines";
